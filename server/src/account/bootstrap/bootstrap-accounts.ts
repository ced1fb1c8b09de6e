import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { accountAuditLog, adminUsers, roles, sessions } from '../../db/account-schema.ts';
import { auditWriter } from '../../core/audit-writer.ts';
import { digestPassword, hashPassword } from '../shared/password.ts';
import { SUB_ADMIN_ROLE, SUPER_ADMIN_ROLE } from './built-in-roles.ts';

/** Demo operators created with demo data, documented in the README. */
export const DEMO_ACCOUNTS = {
  operator: { account: 'operator', name: 'Demo Operator', password: 'Operator@2026', regions: ['US', 'EU'] },
  mfa: { account: 'mfa-demo', name: 'Demo Two-Factor', password: 'MfaDemo@2026', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP', regions: ['US', 'EU'] },
} as const;

async function upsertRole(db: AccountDb, role: typeof SUPER_ADMIN_ROLE | typeof SUB_ADMIN_ROLE): Promise<number> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, role.roleName));
  if (existing) {
    // Built-in roles follow the catalogue as it grows.
    await db.update(roles).set({ menuIds: role.menuIds, actionKeys: role.actionKeys }).where(eq(roles.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(roles).values(role).returning({ id: roles.id });
  return row.id;
}

export interface BootstrapResult {
  /** Set only when root was created now with a generated password: print it once. */
  generatedRootPassword?: string;
  /** Demo accounts found active although demo data is off, deactivated now: say so in the start log. */
  deactivatedDemoAccounts?: string[];
}

/**
 * The demo passwords (and mfa-demo's TOTP secret) are published in the README, so a demo account must
 * never sign in where demo data is off: an installation that first started with demo data and is then
 * switched to production keeps the rows (their history stays in the logs) but they can no longer sign in.
 */
async function deactivateDemoAccounts(db: AccountDb): Promise<string[]> {
  const names = Object.values(DEMO_ACCOUNTS).map((a) => a.account);
  return db.transaction(async (tx) => {
    const rows = await tx.update(adminUsers).set({ active: 0 })
      .where(and(inArray(adminUsers.account, names), eq(adminUsers.active, 1))).returning({ id: adminUsers.id, account: adminUsers.account });
    if (rows.length === 0) return [];
    await tx.update(sessions).set({ revokedAt: sql`now()` }).where(inArray(sessions.userId, rows.map((r) => r.id)));
    await auditWriter(accountAuditLog).write(tx, {
      action: 'demoAccountsDisabled', userId: null, accountName: 'system', ip: 'start-up',
      detail: { subject: rows.map((r) => r.account).join(', '), changes: rows.map((r) => ({ record: r.account, field: 'active', before: 1, after: 0 })) },
    });
    return rows.map((r) => r.account);
  });
}

/**
 * Creates what a fresh installation needs: the built-in roles, the operator `root`
 * (super administrator, main account), and with demo data the demo operators.
 */
export async function bootstrapAccounts(db: AccountDb, opts: { adminPassword?: string; demoData: boolean }): Promise<BootstrapResult> {
  const superId = await upsertRole(db, SUPER_ADMIN_ROLE);
  const subId = await upsertRole(db, SUB_ADMIN_ROLE);
  const result: BootstrapResult = {};

  const [root] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.account, 'root'));
  let rootId = root?.id;
  if (!rootId) {
    const password = opts.adminPassword ?? randomBytes(9).toString('base64url');
    if (!opts.adminPassword) result.generatedRootPassword = password;
    const [row] = await db.insert(adminUsers).values({
      account: 'root', name: 'root', email: 'root@gwn.localhost', passwordHash: await hashPassword(digestPassword(password)),
      roleId: superId, enabledRegions: ['US', 'EU', 'CN'], lastRegion: 'US',
    }).returning({ id: adminUsers.id });
    rootId = row.id;
  }

  if (!opts.demoData) {
    const deactivated = await deactivateDemoAccounts(db);
    if (deactivated.length > 0) result.deactivatedDemoAccounts = deactivated;
  } else {
    const { operator, mfa } = DEMO_ACCOUNTS;
    await db.insert(adminUsers).values([
      {
        account: operator.account, name: operator.name, email: 'operator@gwn.localhost', roleId: subId, parentId: rootId,
        createdBy: 'root', passwordHash: await hashPassword(digestPassword(operator.password)), enabledRegions: [...operator.regions],
      },
      {
        account: mfa.account, name: mfa.name, email: 'mfa-demo@gwn.localhost', roleId: superId,
        createdBy: 'root', passwordHash: await hashPassword(digestPassword(mfa.password)), enabledRegions: [...mfa.regions],
        googleAuth: 1, clientType: 1, totpSecret: mfa.totpSecret,
      },
    ]).onConflictDoNothing({ target: adminUsers.account });
  }
  return result;
}
