import { auth, REGIONS, regions, RetCode, SERVER_ID, type RegionName } from '@gwn/contract/console';
import { api, request } from '../api/client.ts';
import { setRegionOptions, writeStored, type StoredRegion } from '../lib/session-storage.ts';

/** A credential handed over in the address (spec 1 §2, `?token=&name=`) that the account service vouched for. */
export interface VerifiedHandOver {
  token: string;
  /** The operator's name as the service knows it (the address's `name` is not trusted). */
  name: string;
  region: RegionName;
  adminUrl: string;
  regions: StoredRegion[];
}

/** What the hand-over page asks about: which operator to keep, or that the link's credential was refused. */
export type PendingHandOver =
  | { kind: 'choose'; offered: VerifiedHandOver; to: string }
  | { kind: 'invalid'; to: string };

/**
 * Asks the account service who the credential belongs to and where they work (the session login the sign-in
 * page also makes; it writes no audit entry without a language), then the region list. Null when the
 * credential is refused. Sent with request() rather than api(): a refusal of this credential must
 * not end the session of an operator already signed in here, which api() would do on 401.
 */
export async function verifyHandOver(token: string): Promise<VerifiedHandOver | null> {
  const reply = await request({ method: 'POST', url: auth.sessionLogin.path, body: {}, headers: { authorization: token } });
  const envelope = reply.data as { retCode?: unknown; data?: unknown } | null;
  if (reply.status !== 200 || envelope?.retCode !== RetCode.Success) return null;
  const session = sessionOf(envelope.data);
  if (!session) return null;
  const list = await api(regions.regionList, { serverId: SERVER_ID.console });
  const adminUrl = list.result.find((r) => r.regionName === session.region)?.adminUrl ?? list.defaultUrl;
  return { token, name: session.name, region: session.region, adminUrl, regions: list.result };
}

/** The operator and region of a session login's reply; null for a reply without them. */
export function sessionOf(data: unknown): { name: string; region: RegionName } | null {
  if (typeof data !== 'object' || data === null || !('name' in data) || !('region' in data)) return null;
  const { name, region } = data;
  return typeof name === 'string' && REGIONS.includes(region as RegionName) ? { name, region: region as RegionName } : null;
}

/** Stores a verified hand-over the way sign-in leaves a session (session-calls' startSession); the name last. */
export function adoptHandOver(handOver: VerifiedHandOver): void {
  writeStored('authorization', handOver.token);
  writeStored('adminUrl', handOver.adminUrl);
  writeStored('currentRegion', handOver.region);
  setRegionOptions(handOver.regions);
  writeStored('mainName', handOver.name);
}

/**
 * The question for the hand-over page, kept in memory only: the credential is in no address, no history
 * entry and no storage until the operator chooses it. A reload forgets it (open the link again).
 */
let pending: PendingHandOver | null = null;
export const askAboutHandOver = (question: PendingHandOver) => { pending = question; };
export const pendingHandOver = (): PendingHandOver | null => pending;
export const forgetHandOver = () => { pending = null; };
