import { createHash } from 'node:crypto';
import { BASE_URL } from './environment.ts';

/** The reply envelope of every call (spec 1 §7). */
export interface Envelope<T = unknown> { retCode: number; msg: string; data: T }
export interface ApiReply<T = unknown> { status: number; body: Envelope<T>; authorization: string | null }

/** How a password travels: hex SHA-256 of its text, as the console sends it. */
export const digest = (plain: string): string => createHash('sha256').update(plain, 'utf8').digest('hex');

/** POSTs JSON to a service (the account service unless `baseUrl` names a region's admin address). */
export async function post<T = unknown>(path: string, body: unknown, opts: { token?: string; baseUrl?: string } = {}): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (opts.token) headers.authorization = opts.token;
  const res = await fetch(new URL(path, opts.baseUrl ?? BASE_URL), {
    method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(15_000),
  });
  // Every service answers with the envelope, including 401/403.
  const envelope = (await res.json()) as Envelope<T>;
  return { status: res.status, body: envelope, authorization: res.headers.get('authorization') };
}

export interface RegionOption { regionName: 'US' | 'EU' | 'CN'; adminUrl: string }
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
  const check = await post('/admin/check_mfa_info', { userName: account, userPwd, lang: 'en' }, { baseUrl });
  if (check.body.retCode !== 0) throw new Error(`check_mfa_info for ${account}: ${check.body.retCode} ${check.body.msg}`);
  const login = await post<{ url: string; region: RegionOption['regionName']; name: string }>(
    '/admin/login', { userName: account, userPwd, ...(mfaCode ? { code: mfaCode } : {}) }, { baseUrl },
  );
  if (login.body.retCode !== 0 || !login.authorization) throw new Error(`login for ${account}: ${login.body.retCode} ${login.body.msg}`);
  const regions = await post<{ result: RegionOption[] }>('/admin/region/list', { serverId: 'gwn' }, { baseUrl });
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
