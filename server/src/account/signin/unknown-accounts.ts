import { afterFailure, currentFailures, type FailureState, type LockoutPolicy } from './lockout.ts';

const MAX_NAMES = 10_000;

/**
 * Failed attempts against names that are not accounts, kept in memory, so a wrong name is answered
 * exactly like a wrong password (remaining attempts, captcha, lock) and reveals nothing about who exists.
 */
export function unknownAccountFailures(policy: () => LockoutPolicy) {
  const byName = new Map<string, FailureState>();
  return {
    state(name: string, now: Date): FailureState {
      return currentFailures(byName.get(name) ?? { failedCount: 0, lockedUntil: null }, now);
    },
    recordFailure(name: string, now: Date): FailureState {
      const next = afterFailure(byName.get(name) ?? { failedCount: 0, lockedUntil: null }, now, policy());
      byName.delete(name);
      // Oldest names go first once the map is full; Map keeps insertion order.
      if (byName.size >= MAX_NAMES) byName.delete(byName.keys().next().value ?? '');
      byName.set(name, next);
      return next;
    },
  };
}
export type UnknownAccountFailures = ReturnType<typeof unknownAccountFailures>;
