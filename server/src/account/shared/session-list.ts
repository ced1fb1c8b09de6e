import type { adminUsers as contract } from '@gwn/contract';
import type { AccountDb } from '../../db/connect.ts';
import { sessionRepo } from './session-repo.ts';

/** An operator's live sessions as the session lists show them; the one this call presents is marked. */
export async function liveSessionsOf(
  db: AccountDb, userId: number, idleMinutes: number, currentSessionId: number | null,
): Promise<contract.SessionRow[]> {
  const rows = await sessionRepo(db).liveOf(userId, idleMinutes);
  return rows.map((r) => ({
    id: r.id, ip: r.ip, browser: r.browser, region: r.region,
    createdAt: r.createdAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString(), isCurrent: r.id === currentSessionId,
  }));
}
