import { eq } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers } from '../../db/account-schema.ts';

/**
 * Removes an operator's second factor: disabled (googleAuth 0), secret and last accepted step forgotten.
 * One function, so every way of removing it (an admin's close_mfa, the operator's own) clears the same things.
 */
export async function clearTwoFactor(db: AccountDb, userId: number): Promise<void> {
  await db.update(adminUsers).set({ googleAuth: 0, totpSecret: null, totpLastStep: null }).where(eq(adminUsers.id, userId));
}
