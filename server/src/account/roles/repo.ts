import { asc, count, desc, eq, ne, and, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers, roles } from '../../db/account-schema.ts';

export interface RoleRecord {
  id: number; roleName: string; description: string; edit: number; superAdmin: boolean; menuIds: string[]; actionKeys: string[];
}

const roleColumns = {
  id: roles.id, roleName: roles.roleName, description: roles.description, edit: roles.edit,
  superAdmin: roles.superAdmin, menuIds: roles.menuIds, actionKeys: roles.actionKeys,
};

export function roleRepo(db: AccountDb) {
  return {
    /** Every role with what it grants and how many users hold it; built-in ones first, then oldest first. */
    async listWithUse() {
      const users = db.select({ roleId: adminUsers.roleId, n: count().as('n') }).from(adminUsers).groupBy(adminUsers.roleId).as('users');
      return db.select({
        ...roleColumns,
        userCount: sql<number>`coalesce(${users.n}, 0)::int`,
      }).from(roles).leftJoin(users, eq(users.roleId, roles.id)).orderBy(desc(roles.edit), asc(roles.id));
    },

    async find(id: number): Promise<RoleRecord | null> {
      const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
      return row ?? null;
    },

    /** The role, its row locked for the rest of the call (an edit and a delete, or two edits, do not interleave). */
    async findForUpdate(id: number): Promise<RoleRecord | null> {
      const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).for('update');
      return row ?? null;
    },

    /** Another role has this name, compared case-insensitively. */
    async nameTaken(roleName: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db.select({ id: roles.id }).from(roles)
        .where(and(sql`lower(${roles.roleName}) = lower(${roleName})`, exceptId === null ? undefined : ne(roles.id, exceptId))).limit(1);
      return Boolean(row);
    },

    async userCount(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(adminUsers).where(eq(adminUsers.roleId, id));
      return row.n;
    },

    async insert(values: { roleName: string; description: string; menuIds: string[]; actionKeys: string[] }): Promise<number> {
      const [row] = await db.insert(roles).values({ ...values, edit: 0, superAdmin: false }).returning({ id: roles.id });
      return row.id;
    },

    async update(id: number, values: { roleName: string; description: string; menuIds: string[]; actionKeys: string[] }): Promise<void> {
      await db.update(roles).set(values).where(eq(roles.id, id));
    },

    async delete(id: number): Promise<void> {
      await db.delete(roles).where(eq(roles.id, id));
    },
  };
}
