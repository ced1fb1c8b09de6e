import { auth, regions, SERVER_ID, type RequestOf } from '@gwn/contract/console';
import { api, apiOutcome } from '../../api/client.ts';
import { setRegionOptions, writeStored } from '../../lib/session-storage.ts';

/**
 * The calls of the sign-in page. This module (with the API client and the contract's schemas) is loaded
 * on demand by use-sign-in.ts / use-captcha.ts, so the sign-in form itself ships little JS.
 */
export const checkMfaInfo = (payload: RequestOf<typeof auth.checkMfaInfo>) => apiOutcome(auth.checkMfaInfo, payload);
export const login = (payload: RequestOf<typeof auth.login>) => apiOutcome(auth.login, payload);
export const newCaptcha = () => api(auth.generateCaptcha, { time: Date.now(), type: 1 });

/** After login: store where and who, start the console session in our language, store the region list. */
export async function startSession(signedIn: { url: string; region: string }, lang: 'en' | 'zh'): Promise<void> {
  // The credential itself arrived in the authorization header; the client stored it.
  writeStored('adminUrl', signedIn.url);
  writeStored('currentRegion', signedIn.region);
  const session = await api(auth.sessionLogin, { lang });
  const regionList = await api(regions.regionList, { serverId: SERVER_ID.console });
  setRegionOptions(regionList.result);
  // Last: the logged-in name is what the route guard treats as "signed in".
  writeStored('mainName', session.name);
}

/** The FIDO2 ceremony: the browser asks the operator's security key to sign the service's challenge. */
export async function signWithSecurityKey(optionsJSON: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: optionsJSON as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return answer as unknown as Record<string, unknown>;
}
