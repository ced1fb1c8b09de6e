import { describe, expect, it } from 'vitest';
import { snapshotCache } from './snapshot-cache.ts';

/** A loader whose calls resolve when the test says so. */
function controlledLoader() {
  const pending: ((value: number) => void)[] = [];
  let calls = 0;
  const load = () => { calls++; return new Promise<number>((resolve) => pending.push(resolve)); };
  return { load, resolveNext: (value: number) => pending.shift()?.(value), calls: () => calls };
}

describe('snapshotCache', () => {
  it('serves a fresh answer without loading, a stale one while refreshing once, and waits when too old', async () => {
    let now = 0;
    const loader = controlledLoader();
    const get = snapshotCache(loader.load, { ttlMs: 1_000, maxStaleMs: 5_000, now: () => now });

    const first = [get(), get()];
    loader.resolveNext(1);
    expect(await Promise.all(first)).toEqual([1, 1]);
    expect(loader.calls()).toBe(1);

    now = 500;
    expect(await get()).toBe(1);
    expect(loader.calls()).toBe(1);

    now = 2_000;
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    expect(loader.calls()).toBe(2);
    loader.resolveNext(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await get()).toBe(2);

    now = 10_000;
    const late = get();
    expect(loader.calls()).toBe(3);
    loader.resolveNext(3);
    expect(await late).toBe(3);
  });

  it('keeps an answer fresh for longer when it was expensive to load', async () => {
    let now = 0;
    const get = snapshotCache(async () => { now += 2_000; return now; }, { ttlMs: 1_000, maxStaleMs: 5_000, now: () => now });
    expect(await get()).toBe(2_000);
    now += 19_000;
    expect(await get()).toBe(2_000);
  });

  it('loads on every call when the TTL is 0', async () => {
    let calls = 0;
    const get = snapshotCache(async () => ++calls, { ttlMs: 0, maxStaleMs: 0 });
    expect([await get(), await get()]).toEqual([1, 2]);
  });
});
