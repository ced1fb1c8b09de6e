import type { AccountDb } from '../../db/connect.ts';
import { twoFactorRepo } from './two-factor-repo.ts';

/**
 * Removes an operator's second factor. One function, so every way of removing it (an admin's close_mfa,
 * the operator's own) clears the same things; the SQL is in two-factor-repo.ts.
 */
export async function clearTwoFactor(db: AccountDb, userId: number): Promise<void> {
  await twoFactorRepo(db).disable(userId);
}
