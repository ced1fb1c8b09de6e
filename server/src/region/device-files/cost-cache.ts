import { LRUCache } from 'lru-cache';

/**
 * Remembers answers of reads whose cost grows with the table (counting every file of a kind, the
 * filter options, the crash groups): an answer stays fresh for `costFactor` times as long as it took
 * to load (at most `maxMs`), so a read of a few milliseconds is hardly cached at all while one that
 * takes a second on a million files is not recomputed by every caller; concurrent misses share one
 * load. `clear` drops everything (this service uploaded or deleted a file of the kind); changes made
 * by another copy of the service show within the freshness window.
 * lru-cache does the keeping and the sharing (docs/architecture.md, "Departures": measured against the hand-written map).
 */
export function costCache(costFactor = 10, maxMs = 30_000, maxEntries = 1000) {
  const cache = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
    max: maxEntries,
    ttl: maxMs,
    // A clear() while a load runs: its callers still get the answer, which is not kept (its slot is gone).
    ignoreFetchAbort: true,
    // The wall clock, read at each use, as the load's time is measured.
    perf: { now: () => Date.now() },
    fetchMethod: async (_key, _stale, { options, context }) => {
      const started = Date.now();
      const value = await context();
      // At least 1 ms: lru-cache reads a ttl of 0 as "never expires".
      options.ttl = Math.max(1, Math.min(maxMs, (Date.now() - started) * costFactor));
      return { value };
    },
  });
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = await cache.fetch(key, { context: load });
      return entry?.value as T;
    },
    clear(): void {
      cache.clear();
    },
  };
}
