import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { deviceFunctions, Envelope, LIMITS, RegionName, regions, ResponseOf, RetCode, SERVER_ID } from '@gwn/contract/console';
import {
  ApiCallError, NETWORK_CODE, regionUnreachableText, retCodeWordsReady, TIMEOUT_CODE, textForCode, transportFailure, wordedFailure,
} from '../../api/api-error.ts';
import { MODEL_COMPARE_KEY } from '../../api/query-keys.ts';
import { currentLanguage, resolveLanguage } from '../../i18n/index.ts';
import { adminUrlOf, readStored, setRegionOptions, writeStored } from '../../lib/session-storage.ts';

/**
 * The public page's two calls, sent with `fetch` as api/client.ts would send them (issue #27: the client and the
 * contract's zod schemas would triple this page's JavaScript). The contract is imported for types only; the
 * annotations below fail to compile if its paths or values change.
 */
export type CompareData = ResponseOf<typeof deviceFunctions.functionTableAll>;
type RegionList = ResponseOf<typeof regions.regionList>;

const REGION_LIST_PATH: typeof regions.regionList.path = '/admin/region/list';
const TABLE_PATH: typeof deviceFunctions.functionTableAll.path = '/admin/device/type/function/table/all';
const CONSOLE_SERVER_ID: typeof SERVER_ID.console = 'gwn';
const SUCCESS: typeof RetCode.Success = 0;
const SESSION_ENDED: typeof RetCode.SessionEnded = 401;
const TIMEOUT_MS: typeof LIMITS.requestTimeoutMs = 30_000;

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'retCode' in body && typeof body.retCode === 'number';

/** A reply's JSON, or null when it is not JSON (a proxy's error page). */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs a payload the way client.ts does (stored credential, the console language, cookies, its timeout) and returns
 * the envelope's data. Failures carry the client's texts: the contract's message for a code, a region that does
 * not answer named, a timeout, an HTTP status.
 */
async function post<T>(url: string, payload: object, region: RegionName | null): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json', 'Accept-Language': currentLanguage(),
  };
  const credential = readStored('authorization');
  if (credential) headers.authorization = credential;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload), credentials: 'include', signal: abort.signal });
  } catch {
    await retCodeWordsReady();
    if (abort.signal.aborted) throw transportFailure(TIMEOUT_CODE, textForCode(TIMEOUT_CODE));
    throw transportFailure(NETWORK_CODE, region ? regionUnreachableText(region) : 'Network Error');
  } finally {
    clearTimeout(timer);
  }
  const refreshed = response.headers.get('authorization');
  if (refreshed) writeStored('authorization', refreshed);
  const body = await jsonOf(response);
  // Only a failure is worded, so only a failure loads the words (as the API client does).
  if (!response.ok || !isEnvelope(body) || body.retCode !== SUCCESS) await retCodeWordsReady();
  if (!response.ok) {
    if (isEnvelope(body)) throw new ApiCallError(body.retCode, textForCode(body.retCode, body.msg), body.data, { transport: true });
    throw transportFailure(response.status, `${response.status} Request failed with status code ${response.status}`);
  }
  if (!isEnvelope(body)) throw transportFailure(NETWORK_CODE, 'Unexpected reply');
  if (body.retCode !== SUCCESS) throw new ApiCallError(body.retCode, textForCode(body.retCode, body.msg), body.data);
  return body.data as T; // the service validated `data` against the endpoint's response schema
}

/**
 * The comparison data of the default region from the public region list: no sign-in involved. The region list
 * is stored the way sign-in stores it, so the client (and this page) know the region's address.
 */
export async function fetchCompareData(): Promise<CompareData> {
  const list = await post<RegionList>(REGION_LIST_PATH, { serverId: CONSOLE_SERVER_ID }, null);
  setRegionOptions(list.result);
  const adminUrl = adminUrlOf(list.defaultRegion);
  if (!adminUrl) throw await wordedFailure(SESSION_ENDED);
  return post<CompareData>(adminUrl.replace(/\/$/, '') + TABLE_PATH, {}, list.defaultRegion);
}

/** Names and text come in the page's language: a language switch fetches them again (the key's last part). */
export function useCompareData() {
  const language = resolveLanguage(useTranslation().i18n.language);
  return useQuery({ queryKey: [...MODEL_COMPARE_KEY, language], queryFn: fetchCompareData, staleTime: 5 * 60_000 });
}
