import { ALWAYS_GRANTED_MENUS, isRegionName, SUPER_ADMIN_ONLY_MENUS, type MenuId } from '@gwn/contract';
import type { AuditWriter } from '../../core/audit-writer.ts';
import type { Authenticator, Principal } from '../../core/principal.ts';
import type { AccountDb } from '../../db/connect.ts';
import { liveSessionReader, sessionRepo, type SessionRow } from './session-repo.ts';
import { hashToken } from './session-token.ts';

/** How often a session's last-seen time is written, at most. */
const TOUCH_EVERY_MS = 60_000;

export function toPrincipal(row: SessionRow): Principal {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    account: row.account,
    name: row.name,
    email: row.email,
    roleId: row.roleId,
    superAdmin: row.superAdmin,
    // Every role has the landing pages and own settings, so guards and the menu list agree on them.
    // A super-administrator-only screen (single sign-on) is granted by no other role, whatever it lists.
    permissions: [...new Set([...ALWAYS_GRANTED_MENUS, ...row.menuIds, ...row.actionKeys])]
      .filter((code) => row.superAdmin || !SUPER_ADMIN_ONLY_MENUS.has(code as MenuId)),
    region: isRegionName(row.region) ? row.region : 'US',
    enabledRegions: row.enabledRegions.filter(isRegionName),
    mainAccount: row.parentId === null,
    lang: row.lang === 'zh' ? 'zh' : 'en',
  };
}

/**
 * The account service's own check of a credential: the session must exist, not be revoked,
 * belong to an active operator and have been used within the idle limit.
 */
export function localAuthenticator(db: AccountDb, audit: AuditWriter, idleMinutes: number): Authenticator {
  const repo = sessionRepo(db);
  const sessions = liveSessionReader(db);

  /** Ends an idle session and logs it in one transaction: a session end never escapes the account log. */
  async function expire(row: SessionRow): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await sessionRepo(tx).revoke(row.sessionId))) return; // another request ended it first, and logged it
      await audit.write(tx, {
        action: 'sessionExpired', userId: row.userId, accountName: row.account, ip: row.ip,
        detail: { subject: row.account, facts: { idleMinutes, lastSeenAt: row.lastSeenAt.toISOString() } },
      });
    });
  }

  return {
    async verify(token) {
      const row = await sessions.findLive(hashToken(token));
      if (!row || row.active !== 1) return null;
      const idleMs = Date.now() - row.lastSeenAt.getTime();
      if (idleMs > idleMinutes * 60_000) {
        await expire(row);
        return null;
      }
      if (idleMs > TOUCH_EVERY_MS) await repo.touch(row.sessionId);
      return toPrincipal(row);
    },
  };
}
