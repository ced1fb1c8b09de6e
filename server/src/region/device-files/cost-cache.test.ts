import { describe, expect, it, vi } from 'vitest';
import { costCache } from './cost-cache.ts';

describe('costCache', () => {
  it('keeps an answer for ten times its load time, shares concurrent loads, and forgets everything on clear', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const cache = costCache(10, 30_000);
      let loads = 0;
      const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 100));
      const both = Promise.all([cache.get('k', slow), cache.get('k', slow)]);
      await vi.advanceTimersByTimeAsync(100);
      expect(await both).toEqual([1, 1]);
      await vi.advanceTimersByTimeAsync(900);
      expect(await cache.get('k', slow)).toBe(1); // 1 s after: still within 10 x 100 ms
      await vi.advanceTimersByTimeAsync(200);
      const again = cache.get('k', slow);
      await vi.advanceTimersByTimeAsync(100);
      expect(await again).toBe(2);
      cache.clear();
      const cleared = cache.get('k', slow);
      await vi.advanceTimersByTimeAsync(100);
      expect(await cleared).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep an answer loaded before a clear', async () => {
    const cache = costCache();
    let release: (v: number) => void = () => {};
    const first = cache.get('k', () => new Promise<number>((resolve) => { release = resolve; }));
    cache.clear();
    release(1);
    expect(await first).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
  });
});
