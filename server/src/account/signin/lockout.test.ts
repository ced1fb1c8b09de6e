import { describe, expect, it } from 'vitest';
import { afterFailure, captchaRequired, currentFailures, isLocked, lockReply } from './lockout.ts';

const policy = { lockMaxFailures: 3, lockMinutes: 15, captchaAfterFailures: 2 };
const now = new Date('2026-01-01T10:00:00Z');
const fresh = { failedCount: 0, lockedUntil: null };

describe('lockout rules', () => {
  it('counts failures, asks for a captcha after the threshold and locks at the limit', () => {
    const one = afterFailure(fresh, now, policy);
    expect(one).toEqual({ failedCount: 1, lockedUntil: null });
    expect(lockReply(one, now, policy)).toEqual({ lockStatus: 1, remainCount: 2, showCode: 0 });
    const two = afterFailure(one, now, policy);
    expect(captchaRequired(two, policy)).toBe(true);
    expect(lockReply(two, now, policy)).toEqual({ lockStatus: 1, remainCount: 1, showCode: 1 });
    const three = afterFailure(two, now, policy);
    expect(isLocked(three, now)).toBe(true);
    expect(lockReply(three, now, policy)).toEqual({ lockStatus: 2, lockTime: 15, showCode: 1 });
  });

  it('reports the minutes left, rounded up', () => {
    const locked = { failedCount: 3, lockedUntil: new Date(now.getTime() + 61_000) };
    expect(lockReply(locked, now, policy)).toMatchObject({ lockStatus: 2, lockTime: 2 });
  });

  it('forgets the failures once a lock has run out', () => {
    const expired = { failedCount: 3, lockedUntil: new Date(now.getTime() - 1) };
    expect(currentFailures(expired, now)).toEqual(fresh);
    expect(afterFailure(expired, now, policy)).toEqual({ failedCount: 1, lockedUntil: null });
  });
});
