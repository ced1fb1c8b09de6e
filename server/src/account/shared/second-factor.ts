import { isRegionName, personal, RetCode, type RegionName } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { AccountCall } from './account-context.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { matchTotpStep } from './totp.ts';
import { twoFactorRepo } from './two-factor-repo.ts';
import type { webauthnService } from './webauthn.ts';

/** The operator whose second factor is asked, as both sign-ins (password and single sign-on) read them. */
export interface SecondFactorHolder { id: number; clientType: number; totpSecret: string | null }

/** What the sign-in form sent: a recovery code (any type), a FIDO2 key's signature, or the current TOTP code. */
export interface SecondFactorAnswer { code?: string; recoveryCode?: string; webauthn?: Record<string, unknown> }

/** How the factor was given, as the sign-in's log entry names it. */
export type SecondFactorUsed = 'recovery code' | 'security key' | 'totp';

/** How a sign-in turns a refusal into its error: `counted` adds one toward the lock, `uncounted` only logs. */
export interface SecondFactorRefusals {
  counted(retCode: number, reason: string): Promise<ApiError>;
  uncounted(error: ApiError, reason: string): ApiError;
}

/**
 * The one second-factor check of every sign-in. A wrong recovery code, key or TOTP code counts toward the
 * lock; a TOTP code is good once (its 30 s step is claimed, so a replay in the same window is refused).
 */
export async function verifySecondFactor(
  call: AccountCall, webauthn: ReturnType<typeof webauthnService>, user: SecondFactorHolder,
  answer: SecondFactorAnswer, refuse: SecondFactorRefusals,
): Promise<SecondFactorUsed> {
  const repo = twoFactorRepo(call.db);
  if (answer.recoveryCode) {
    if (await repo.consumeRecoveryCode(user.id, hashRecoveryCode(answer.recoveryCode))) return 'recovery code';
    throw await refuse.counted(RetCode.MfaRecoveryCodeWrong, 'recovery code');
  }
  if (user.clientType === personal.MFA_TYPES.fido) {
    if (!answer.webauthn) throw new ApiError(RetCode.MfaCodeEmpty);
    try {
      await webauthn.authenticate(call.db, user.id, answer.webauthn);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw await refuse.counted(error.retCode, 'security key');
    }
    return 'security key';
  }
  if (!answer.code) throw new ApiError(RetCode.MfaCodeEmpty);
  const step = user.totpSecret ? matchTotpStep(user.totpSecret, answer.code) : null;
  if (step === null) throw await refuse.counted(RetCode.MfaCodeWrong, 'mfa');
  if (!(await repo.claimTotpStep(user.id, step))) throw refuse.uncounted(new ApiError(RetCode.MfaCodeUsed), 'mfaCodeReused');
  return 'totp';
}

/** The region a new session starts in: the last one used if still enabled, else the first enabled one. */
export function startRegion(user: { lastRegion: string; enabledRegions: readonly string[] }): RegionName {
  if (isRegionName(user.lastRegion) && user.enabledRegions.includes(user.lastRegion)) return user.lastRegion;
  return user.enabledRegions.find(isRegionName) ?? 'US';
}
