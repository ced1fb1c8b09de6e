import { eq } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers } from '../../db/account-schema.ts';

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
  };
}
