/**
 * The sign-in throttle's rules (docs/architecture.md, "Sign-in throttling"). Failures are counted twice:
 * per login name *and* client address (what locks a name, for that address only), and per client address
 * whatever the name (what stops one address trying many names). A count is stale, and starts again,
 * once lockMinutes pass after its last failure; so a lock, which starts at the failure that reached the
 * limit, runs out at the same moment.
 */

/** Failures counted under one key. */
export interface FailureState { failedCount: number; lastFailedAt: Date | null }

export interface LockoutPolicy {
  /** Failures of one name from one address that lock that name for that address. */
  lockMaxFailures: number;
  /** Failures from one address, over every name, that lock the address. */
  addressMaxFailures: number;
  lockMinutes: number;
  /** Failures of one name from one address after which its attempts need a captcha. */
  captchaAfterFailures: number;
}

/** What one client sees when it tries one name: its failures with that name, and its address's. */
export interface Throttle { name: FailureState; address: FailureState }

export const NO_FAILURES: FailureState = { failedCount: 0, lastFailedAt: null };

const windowMs = (policy: LockoutPolicy) => policy.lockMinutes * 60_000;

/** The state as it counts now: a stale one counts nothing. */
export function currentFailures(state: FailureState, now: Date, policy: LockoutPolicy): FailureState {
  if (!state.lastFailedAt || state.lastFailedAt.getTime() + windowMs(policy) <= now.getTime()) return NO_FAILURES;
  return state;
}

function lockedUntil(state: FailureState, limit: number, now: Date, policy: LockoutPolicy): Date | null {
  const live = currentFailures(state, now, policy);
  if (!live.lastFailedAt || live.failedCount < limit) return null;
  return new Date(live.lastFailedAt.getTime() + windowMs(policy));
}

/** When the lock that applies to this client and name runs out; null when it may try. */
export function lockEnd(t: Throttle, now: Date, policy: LockoutPolicy): Date | null {
  const ends = [lockedUntil(t.name, policy.lockMaxFailures, now, policy), lockedUntil(t.address, policy.addressMaxFailures, now, policy)]
    .filter((d): d is Date => d !== null);
  return ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
}

export const captchaRequired = (t: Throttle, now: Date, policy: LockoutPolicy): boolean =>
  currentFailures(t.name, now, policy).failedCount >= policy.captchaAfterFailures;

/** The `data` of a refused sign-in (spec 1 §4): the attempts left, or the minutes left on the lock. */
export function lockReply(t: Throttle, now: Date, policy: LockoutPolicy) {
  const showCode = captchaRequired(t, now, policy) ? 1 : 0;
  const end = lockEnd(t, now, policy);
  if (end) {
    // Clamped: the database clock, which stamped the failure, may run a little apart from ours.
    const minutesLeft = Math.ceil((end.getTime() - now.getTime()) / 60_000);
    return { lockStatus: 2, lockTime: Math.min(Math.max(1, minutesLeft), Math.max(1, policy.lockMinutes)), showCode };
  }
  const remainCount = Math.max(0, policy.lockMaxFailures - currentFailures(t.name, now, policy).failedCount);
  return { lockStatus: 1, remainCount, showCode };
}
