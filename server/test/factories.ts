import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MenuId, ActionKey, RegionName } from '@gwn/contract';
import { adminUsers, roles, sessions } from '../src/db/account-schema.ts';
import type { AccountDb } from '../src/db/connect.ts';
import { sessionRepo } from '../src/account/shared/session-repo.ts';
import { newToken, hashToken } from '../src/account/shared/session-token.ts';
import { digestPassword, hashPassword } from '../src/account/shared/password.ts';

const unique = () => randomBytes(4).toString('hex');

/** A role with exactly the given menus and actions (or every permission with superAdmin). */
export async function buildRole(db: AccountDb, opts: { menus?: MenuId[]; actions?: ActionKey[]; superAdmin?: boolean } = {}) {
  const [role] = await db.insert(roles).values({
    roleName: `role-${unique()}`, superAdmin: opts.superAdmin ?? false,
    menuIds: opts.menus ?? [], actionKeys: opts.actions ?? [],
  }).returning();
  return role;
}

export interface BuiltOperator { id: number; account: string; password: string; token: string; roleId: number }

/**
 * An operator with a role and a live session. Defaults: super administrator, main account,
 * all regions enabled. The plain password is returned so sign-in tests can use it.
 */
export interface OperatorOptions {
  menus?: MenuId[]; actions?: ActionKey[]; superAdmin?: boolean; regions?: RegionName[]; parentId?: number | null;
  password?: string; totpSecret?: string; active?: number;
}

export async function buildOperator(db: AccountDb, opts: OperatorOptions = {}): Promise<BuiltOperator> {
  const role = await buildRole(db, { superAdmin: opts.superAdmin ?? !(opts.menus || opts.actions), menus: opts.menus, actions: opts.actions });
  const password = opts.password ?? `Pw-${unique()}1`;
  const account = `op-${unique()}`;
  const [user] = await db.insert(adminUsers).values({
    account, name: `Operator ${account}`, email: `${account}@example.test`, roleId: role.id,
    passwordHash: await hashPassword(digestPassword(password)), parentId: opts.parentId ?? null,
    enabledRegions: opts.regions ?? ['US', 'EU', 'CN'], active: opts.active ?? 1,
    ...(opts.totpSecret ? { googleAuth: 1, clientType: 1, totpSecret: opts.totpSecret } : {}),
  }).returning();
  const token = newToken();
  await sessionRepo(db).create({ tokenHash: hashToken(token), userId: user.id, region: 'US', lang: 'en', ip: '127.0.0.1' });
  return { id: user.id, account, password, token, roleId: role.id };
}

/** Ends every session of an operator, as a password change or a deactivation does. */
export async function endSessionsOf(db: AccountDb, userId: number): Promise<void> {
  await sessionRepo(db).revokeAllOf(userId);
}

/** The session id behind a credential (the session lists and the end-session calls name sessions by id). */
export async function sessionIdOf(db: AccountDb, token: string): Promise<number> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row.id;
}
