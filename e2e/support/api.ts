import { createHash } from 'node:crypto';
import { auth, regions as regionCalls, type Endpoint, type Envelope, type RegionName, type RequestOf, type ResponseOf } from '@gwn/contract';
import { BASE_URL } from './environment.ts';

export type { Envelope } from '@gwn/contract';
export interface ApiReply<T = unknown> { status: number; body: Envelope<T>; authorization: string | null }

/** How a password travels: hex SHA-256 of its text, as the console sends it. */
export const digest = (plain: string): string => createHash('sha256').update(plain, 'utf8').digest('hex');

export interface RegionOption { regionName: RegionName; adminUrl: string }
export interface ApiSession {
  token: string;
  name: string;
  region: RegionOption['regionName'];
  adminUrl: string;
  regions: RegionOption[];
}

/** Signs in through the API the way the console does (credential check, then login) and returns the session. */
export async function signInByApi(
  account: string, password: string, opts: { mfaCode?: string; accountUrl?: string } = {},
): Promise<ApiSession> {
  const { mfaCode, accountUrl: baseUrl = BASE_URL } = opts;
  const userPwd = digest(password);
  const check = await callEndpoint(auth.checkMfaInfo, { userName: account, userPwd, lang: 'en' }, { baseUrl });
  if (check.body.retCode !== 0) throw new Error(`check_mfa_info for ${account}: ${check.body.retCode} ${check.body.msg}`);
  const login = await callEndpoint(auth.login, { userName: account, userPwd, ...(mfaCode ? { code: mfaCode } : {}) }, { baseUrl });
  if (login.body.retCode !== 0 || !login.authorization) throw new Error(`login for ${account}: ${login.body.retCode} ${login.body.msg}`);
  const regions = await callEndpoint(regionCalls.regionList, { serverId: 'gwn' }, { baseUrl });
  return {
    token: login.authorization, name: login.body.data.name, region: login.body.data.region, adminUrl: login.body.data.url,
    regions: regions.body.data.result,
  };
}

/** The admin address of a region from the region list. */
export function adminUrlOf(session: ApiSession, region: RegionOption['regionName']): string {
  const found = session.regions.find((r) => r.regionName === region);
  if (!found) throw new Error(`region ${region} is not in the region list`);
  return found.adminUrl;
}

/** Who calls, and where: a signed-in session (a region call goes to its region), or a credential and an address. */
export type Caller = ApiSession | { token?: string; baseUrl?: string };

/**
 * Calls an endpoint of the contract as the console does, typed by it: the payload is the endpoint's request and the
 * reply's data its response. A region endpoint goes to `region`'s admin address (default: the session's region) unless
 * the caller names a `baseUrl`; an account endpoint to the account service. GET endpoints take the payload as the query.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E, payload: RequestOf<E>, caller: Caller = {}, region?: RegionName,
): Promise<ApiReply<ResponseOf<E>>> {
  const session = 'regions' in caller ? caller : undefined;
  const baseUrl = ('baseUrl' in caller && caller.baseUrl) || (endpoint.service === 'region' && session
    ? adminUrlOf(session, region ?? session.region)
    : BASE_URL);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (caller.token) headers.authorization = caller.token;
  const url = new URL(endpoint.path, baseUrl);
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>)) url.searchParams.set(key, String(value));
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }
  const res = await fetch(url, { method: endpoint.method, headers, body, signal: AbortSignal.timeout(15_000) });
  // Every service answers with the envelope, including 401/403.
  const envelope = (await res.json()) as Envelope<ResponseOf<E>>;
  return { status: res.status, body: envelope, authorization: res.headers.get('authorization') };
}
