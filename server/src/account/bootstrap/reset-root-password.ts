import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isStrongPassword } from '@gwn/contract';
import type { AccountDb } from '../../db/connect.ts';
import { accountAuditLog, adminUsers, sessions, signinFailures } from '../../db/account-schema.ts';
import { auditWriter } from '../../core/audit-writer.ts';
import { digestPassword, hashPassword } from '../shared/password.ts';

export interface RootPasswordReset {
  password: string;
  /** True when no password was given and one was generated: print it once. */
  generated: boolean;
  sessionsEnded: number;
}

/**
 * The way back in when root's password is lost (README, "Reset root's password"): run from the
 * command line against the account database. In one transaction it sets the new password, ends
 * root's sessions, clears root's sign-in lockouts and writes the audit entry, so the change is
 * in the account-centre log like any other.
 */
export async function resetRootPassword(db: AccountDb, opts: { password?: string; actor: string }): Promise<RootPasswordReset> {
  if (opts.password !== undefined && !isStrongPassword(opts.password)) {
    throw new Error('the password must be 8-32 characters with at least two of letters, digits and symbols');
  }
  const password = opts.password ?? `${randomBytes(12).toString('base64url')}-1`;
  const passwordHash = await hashPassword(digestPassword(password));
  return db.transaction(async (tx) => {
    const [root] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.account, 'root'));
    if (!root) throw new Error('there is no operator `root` in this database: start the account service once to create it');
    await tx.update(adminUsers).set({ passwordHash, active: 1 }).where(eq(adminUsers.id, root.id));
    const ended = await tx.update(sessions).set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, root.id), isNull(sessions.revokedAt))).returning({ id: sessions.id });
    await tx.delete(signinFailures).where(eq(signinFailures.account, 'root'));
    await auditWriter(accountAuditLog).write(tx, {
      action: 'rootPasswordReset', userId: root.id, accountName: opts.actor, ip: 'command line',
      detail: { subject: 'root', facts: { sessionsEnded: ended.length } },
    });
    return { password, generated: opts.password === undefined, sessionsEnded: ended.length };
  });
}
