import type { AccountDb } from '../../db/connect.ts';
import { twoFactorRepo } from './two-factor-repo.ts';

/**
 * Turns an operator's second factor off: googleAuth 0, TOTP secret cleared, FIDO2 keys, recovery codes and
 * pending WebAuthn challenges removed. Used by the operator's own close_mfa and by /admin/user/close_mfa.
 */
export async function clearTwoFactor(db: AccountDb, userId: number): Promise<void> {
  await twoFactorRepo(db).clear(userId);
}
