import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTime, localTimeAgo } from './local-time.ts';

describe('localTime', () => {
  it('shows the local clock with two digits each, with or without seconds', () => {
    const at = new Date(2026, 0, 5, 7, 3, 9);
    expect(localTime(at)).toBe('2026-01-05 07:03:09');
    expect(localTime(at.getTime(), false)).toBe('2026-01-05 07:03');
  });

  it('counts back from now', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 12, 0, 0) });
    expect(localTimeAgo(90 * 60, false)).toBe('2026-11-28 10:30');
  });
});

afterEach(() => vi.useRealTimers());
