import { useMutation, useQuery } from '@tanstack/react-query';
import { personal, SERVER_ID, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { accountQuery, useRefreshAccount } from '../../api/account-query.ts';

/** Spec 3 §7: the personal-info call carries the console's serverId. */
export const useProfile = () => useQuery(accountQuery(personal.show, { serverId: SERVER_ID.console }));
export const useCountries = () => useQuery({ ...accountQuery(personal.countries, {}), staleTime: Infinity });
export const useTimezones = () => useQuery({ ...accountQuery(personal.timezones, {}), staleTime: Infinity });

/** A change of the operator's own settings; the page shows the stored values again afterwards. */
function useProfileChange<P, R>(send: (payload: P) => Promise<R>) {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: send, onSettled: () => refresh([personal.show]) });
}

export const useModifyName = () => useProfileChange((p: RequestOf<typeof personal.modifyName>) => api(personal.modifyName, p));
export const useModifyEmail = () => useProfileChange((p: RequestOf<typeof personal.modifyEmail>) => api(personal.modifyEmail, p));
export const useModify = () => useProfileChange((p: RequestOf<typeof personal.modify>) => api(personal.modify, p));
export const useSaveMfa = () => useProfileChange((p: RequestOf<typeof personal.saveMfaInfo>) => api(personal.saveMfaInfo, p));
export const useCloseMfa = () => useProfileChange((proof: IdentityProof) => api(personal.closeMfa, proof));

/**
 * What a change to the account's protection carries (re-authentication, issue #23): the current password's
 * digest, or a security key's fresh answer (confirmWithSecurityKey).
 */
export interface IdentityProof { password?: string; webauthn?: Record<string, unknown> }

/** The WebAuthn ceremony that confirms it is the operator: the service's confirmation options, signed by one of their keys. */
export async function confirmWithSecurityKey(): Promise<IdentityProof> {
  const { options } = await api(personal.fidoConfirmOptions, {});
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return { webauthn: answer as unknown as Record<string, unknown> };
}

export const getGoogleAuth = () => api(personal.getGoogleAuth, { clientType: 0 });

/** Drops an enrolment the dialog started but did not finish (the operator's googleAuth goes back from pending). */
export function useCancelEnrolment() {
  const refresh = useRefreshAccount();
  return () => api(personal.cancelMfa, {}).then(() => refresh([personal.show]), () => undefined);
}

export const useSecurityKeys = (enabled: boolean) => useQuery({ ...accountQuery(personal.fidoKeys, {}), enabled });

/** A change of the key list: the list and the profile's count are read again afterwards. */
function useKeysChange<P, R>(send: (payload: P) => Promise<R>) {
  const refresh = useRefreshAccount();
  return useMutation({ mutationFn: send, onSettled: () => refresh([personal.fidoKeys, personal.show]) });
}

/** One more key, once the operator confirmed it is them: the browser registers it, then the service stores it under the given name. */
export const useAddSecurityKey = () => useKeysChange(async ({ name, proof }: { name: string; proof: IdentityProof }) =>
  api(personal.fidoAddKey, { name, credential: await registerSecurityKey(), ...proof }));
export const useRemoveSecurityKey = () => useKeysChange(({ id, proof }: { id: number; proof: IdentityProof }) => api(personal.fidoRemoveKey, { id, ...proof }));

/** The FIDO2 registration ceremony: options from the service, the browser asks the key to create a credential. */
export async function registerSecurityKey(): Promise<Record<string, unknown>> {
  const { options } = await api(personal.fidoRegisterOptions, {});
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  return answer as unknown as Record<string, unknown>;
}
