import { describe, expect, it } from 'vitest';
import { captchaRequired, currentFailures, lockEnd, lockReply, NO_FAILURES, type FailureState } from './lockout.ts';

const policy = { lockMaxFailures: 3, addressMaxFailures: 10, lockMinutes: 15, captchaAfterFailures: 2 };
const now = new Date('2026-01-01T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const failed = (failedCount: number, at = now): FailureState => ({ failedCount, lastFailedAt: at });

describe('sign-in throttle rules', () => {
  it('counts failures of a name, asks for a captcha after the threshold and locks at the limit', () => {
    expect(lockReply({ name: failed(1), address: failed(1) }, now, policy)).toEqual({ lockStatus: 1, remainCount: 2, showCode: 0 });
    const two = { name: failed(2), address: failed(2) };
    expect(captchaRequired(two, now, policy)).toBe(true);
    expect(lockReply(two, now, policy)).toEqual({ lockStatus: 1, remainCount: 1, showCode: 1 });
    const three = { name: failed(3), address: failed(3) };
    expect(lockEnd(three, now, policy)).toEqual(new Date(now.getTime() + 15 * 60_000));
    expect(lockReply(three, now, policy)).toEqual({ lockStatus: 2, lockTime: 15, showCode: 1 });
  });

  it('reports the minutes left, rounded up', () => {
    expect(lockReply({ name: failed(3, minutesAgo(13.5)), address: NO_FAILURES }, now, policy)).toMatchObject({ lockStatus: 2, lockTime: 2 });
  });

  it('locks an address that failed with many names, whatever the name it tries next', () => {
    const sprayed = { name: NO_FAILURES, address: failed(10) };
    expect(captchaRequired(sprayed, now, policy)).toBe(false);
    expect(lockReply(sprayed, now, policy)).toEqual({ lockStatus: 2, lockTime: 15, showCode: 0 });
    expect(lockEnd({ name: NO_FAILURES, address: failed(9) }, now, policy)).toBeNull();
  });

  it('forgets failures once the lock time has passed since the last one: a lock runs out then too', () => {
    const old = failed(3, minutesAgo(15));
    expect(currentFailures(old, now, policy)).toEqual(NO_FAILURES);
    expect(lockEnd({ name: old, address: failed(10, minutesAgo(15)) }, now, policy)).toBeNull();
    expect(lockReply({ name: failed(2, minutesAgo(20)), address: NO_FAILURES }, now, policy)).toEqual({ lockStatus: 1, remainCount: 3, showCode: 0 });
  });
});
