import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers, roles } from '../../db/account-schema.ts';
import { effectiveGoogleAuthSql } from '../shared/two-factor-repo.ts';

/** What the user list and the rules of the user dialog read of an admin user. */
const userColumns = {
  id: adminUsers.id, name: adminUsers.name, email: adminUsers.email, account: adminUsers.account,
  roleId: adminUsers.roleId, role: roles.roleName, createdBy: adminUsers.createdBy, active: adminUsers.active,
  googleAuth: effectiveGoogleAuthSql, clientType: adminUsers.clientType,
  lastActiveIp: adminUsers.lastActiveIp, lastActiveAt: adminUsers.lastActiveAt,
  roleSuperAdmin: roles.superAdmin, roleMenuIds: roles.menuIds, roleActionKeys: roles.actionKeys,
};

/** What a role grants, as the delegation rule reads it. */
const roleGrantColumns = { id: roles.id, roleName: roles.roleName, superAdmin: roles.superAdmin, menuIds: roles.menuIds, actionKeys: roles.actionKeys };
export interface RoleGrantRecord { id: number; roleName: string; superAdmin: boolean; menuIds: string[]; actionKeys: string[] }

export interface AdminUserRecord {
  id: number; name: string; email: string; account: string; roleId: number; role: string; createdBy: string | null;
  active: number; googleAuth: number; clientType: number; lastActiveIp: string | null; lastActiveAt: Date | null;
  /** What the user's role grants (the delegation rule compares it with the caller's). */
  roleSuperAdmin: boolean; roleMenuIds: string[]; roleActionKeys: string[];
}

/** `%` and `_` in a search are literal text, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function adminUserRepo(db: AccountDb) {
  const base = () => db.select(userColumns).from(adminUsers).innerJoin(roles, eq(roles.id, adminUsers.roleId));

  return {
    async page(search: string | undefined, pageNum: number, pageSize: number): Promise<{ total: number; rows: AdminUserRecord[] }> {
      const where = search
        ? or(ilike(adminUsers.name, likeText(search)), ilike(adminUsers.email, likeText(search)), ilike(adminUsers.account, likeText(search)))
        : undefined;
      const [{ total }] = await db.select({ total: count() }).from(adminUsers).where(where);
      const rows = await base().where(where).orderBy(desc(adminUsers.createdAt), desc(adminUsers.id))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },

    /** The user, its row locked for the rest of the call so two edits cannot interleave. */
    async findForUpdate(id: number): Promise<AdminUserRecord | null> {
      const [row] = await base().where(eq(adminUsers.id, id)).for('update', { of: adminUsers });
      return row ?? null;
    },

    async find(id: number): Promise<AdminUserRecord | null> {
      const [row] = await base().where(eq(adminUsers.id, id));
      return row ?? null;
    },

    /** Another user already has this login name (case-insensitive) or this display name. */
    async clash(fields: { account: string; name: string }, exceptId: number | null) {
      const other = exceptId === null ? undefined : ne(adminUsers.id, exceptId);
      const [byAccount] = await db.select({ id: adminUsers.id }).from(adminUsers)
        .where(and(sql`lower(${adminUsers.account}) = lower(${fields.account})`, other)).limit(1);
      const [byName] = await db.select({ id: adminUsers.id }).from(adminUsers)
        .where(and(eq(adminUsers.name, fields.name), other)).limit(1);
      return { account: Boolean(byAccount), name: Boolean(byName) };
    },

    /** The role a user is to be given, with what it grants; null when there is none. */
    async role(roleId: number): Promise<RoleGrantRecord | null> {
      const [row] = await db.select(roleGrantColumns).from(roles).where(eq(roles.id, roleId));
      return row ?? null;
    },

    async roleOptions(): Promise<RoleGrantRecord[]> {
      return db.select(roleGrantColumns).from(roles).orderBy(desc(roles.edit), desc(roles.id)); // built-in first, then newest
    },

    async insert(values: typeof adminUsers.$inferInsert): Promise<number> {
      const [row] = await db.insert(adminUsers).values(values).returning({ id: adminUsers.id });
      return row.id;
    },

    async update(id: number, values: Partial<{ name: string; email: string; account: string; roleId: number; active: number }>) {
      await db.update(adminUsers).set(values).where(eq(adminUsers.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(adminUsers).where(eq(adminUsers.id, id));
    },

    async passwordHashOf(id: number): Promise<string | null> {
      const [row] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id));
      return row?.passwordHash ?? null;
    },
  };
}
