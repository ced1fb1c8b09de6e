import { RetCode, type RegionName } from '@gwn/contract/console';
import { contractLang, currentLanguage, i18next } from '../i18n/index.ts';
import { loadRetCodeTexts, retCodeText } from './ret-code-texts.ts';

/** A call that did not end in a usable result: a business code, a session problem, a timeout or a network failure. */
export class ApiCallError extends Error {
  readonly retCode: number;
  readonly msg: string;
  readonly data: unknown;
  /** The call failed on the way (network, timeout, an HTTP error status), not with an answer of the service. */
  readonly transport: boolean;

  constructor(retCode: number, msg: string, data: unknown = null, { transport = false }: { transport?: boolean } = {}) {
    super(msg);
    this.name = 'ApiCallError';
    this.retCode = retCode;
    this.msg = msg;
    this.data = data;
    this.transport = transport;
  }
}

/** A failure on the way to or from the service; `msg` is the transport's own text. */
export const transportFailure = (retCode: number, msg: string) => new ApiCallError(retCode, msg, null, { transport: true });

/**
 * Loads the retCode words of the console's language (one small file per language, once), which only a failure needs:
 * the API client awaits it before it words a refusal or a transport failure, so a page whose calls succeed (the sign-in
 * page listing its providers) never loads them (issue #27). Never rejects: without them a reply's own msg stands in.
 */
export const retCodeWordsReady = (): Promise<void> => loadRetCodeTexts(contractLang(currentLanguage())).catch(() => undefined);

/** A failure the console decides itself (no reply to word it), in the catalogue's words for its code. */
export async function wordedFailure(retCode: number): Promise<ApiCallError> {
  await retCodeWordsReady();
  return new ApiCallError(retCode, textForCode(retCode));
}

/** Codes of transport failures that are not the server's retCodes. */
export const TIMEOUT_CODE = RetCode.Timeout;
export const NETWORK_CODE = -1;

/**
 * The text for a code in the current language. Codes of the contract catalogue use its wording (ret-code-texts.ts,
 * loaded by retCodeWordsReady); unknown codes, or any before the wording has loaded, keep the server's message
 * (already in our language via Accept-Language).
 */
export function textForCode(retCode: number, serverMsg?: string): string {
  const lang = contractLang(currentLanguage());
  return retCodeText(retCode, lang) || serverMsg || retCodeText(RetCode.ServiceError, lang) || `${retCode}`;
}

/** What a call to a region that does not answer says: which region (as the console names it) and that it is unreachable. */
export function regionUnreachableText(region: RegionName): string {
  return i18next.t('common:unreachable.region', { region: i18next.t(`common:region.${region}`) });
}

/** The user-facing text of anything a call can throw. */
export function errorText(err: unknown): string {
  if (err instanceof ApiCallError) return err.msg;
  if (err instanceof Error) return err.message;
  return String(err);
}
