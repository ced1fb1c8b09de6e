/** An account's failed sign-in attempts, as the lockout rules see them. */
export interface FailureState { failedCount: number; lockedUntil: Date | null }

export interface LockoutPolicy { lockMaxFailures: number; lockMinutes: number; captchaAfterFailures: number }

/** A lock that has run out no longer counts: the operator starts again from zero failures. */
export function currentFailures(state: FailureState, now: Date): FailureState {
  if (state.lockedUntil && state.lockedUntil <= now) return { failedCount: 0, lockedUntil: null };
  return state;
}

export const isLocked = (state: FailureState, now: Date): boolean => state.lockedUntil !== null && state.lockedUntil > now;

export const captchaRequired = (state: FailureState, policy: LockoutPolicy): boolean => state.failedCount >= policy.captchaAfterFailures;

/** The state after one more failure: locked for lockMinutes when it reaches lockMaxFailures. */
export function afterFailure(state: FailureState, now: Date, policy: LockoutPolicy): FailureState {
  const failedCount = currentFailures(state, now).failedCount + 1;
  const lockedUntil = failedCount >= policy.lockMaxFailures ? new Date(now.getTime() + policy.lockMinutes * 60_000) : null;
  return { failedCount, lockedUntil };
}

/** The `data` of a 1110003 reply (spec 1 §4): remaining attempts, or the minutes left on the lock. */
export function lockReply(state: FailureState, now: Date, policy: LockoutPolicy) {
  const showCode = captchaRequired(state, policy) ? 1 : 0;
  if (isLocked(state, now) && state.lockedUntil) {
    // Clamped: the database clock may run a little ahead of ours.
    const minutesLeft = Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
    const lockTime = Math.min(Math.max(1, minutesLeft), Math.max(1, policy.lockMinutes));
    return { lockStatus: 2, lockTime, showCode };
  }
  return { lockStatus: 1, remainCount: Math.max(0, policy.lockMaxFailures - state.failedCount), showCode };
}
