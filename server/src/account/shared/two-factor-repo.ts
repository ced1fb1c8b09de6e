import { eq } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers } from '../../db/account-schema.ts';

/** The second-factor columns of an operator. */
export function twoFactorRepo(db: AccountDb) {
  return {
    /** Disabled (googleAuth 0), secret and last accepted step forgotten. */
    async disable(userId: number): Promise<void> {
      await db.update(adminUsers).set({ googleAuth: 0, totpSecret: null, totpLastStep: null }).where(eq(adminUsers.id, userId));
    },
  };
}
