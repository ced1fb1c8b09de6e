import { eq } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers, roles } from '../../db/account-schema.ts';
import { effectiveGoogleAuthSql } from '../shared/two-factor-repo.ts';

export interface ProfileFields { name: string; email: string; company: string; country: string; timezone: string }

/** The operator's own settings. */
export function personalRepo(db: AccountDb) {
  return {
    async passwordHashOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ passwordHash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId));
      return row?.passwordHash ?? null;
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, userId));
    },

    async profileOf(userId: number) {
      const [row] = await db.select({
        id: adminUsers.id, account: adminUsers.account, name: adminUsers.name, email: adminUsers.email, company: adminUsers.company,
        country: adminUsers.country, timezone: adminUsers.timezone, lang: adminUsers.lang, googleAuth: effectiveGoogleAuthSql,
        clientType: adminUsers.clientType, roleName: roles.roleName,
      }).from(adminUsers).innerJoin(roles, eq(roles.id, adminUsers.roleId)).where(eq(adminUsers.id, userId));
      return row ?? null;
    },

    async updateProfile(userId: number, values: Partial<ProfileFields>): Promise<void> {
      await db.update(adminUsers).set(values).where(eq(adminUsers.id, userId));
    },
  };
}
