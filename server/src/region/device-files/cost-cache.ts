/**
 * Remembers answers of reads whose cost grows with the table (counting every file of a kind, the
 * filter options, the crash groups): an answer stays fresh for `costFactor` times as long as it took
 * to load (at most `maxMs`), so a read of a few milliseconds is hardly cached at all while one that
 * takes a second on a million files is not recomputed by every caller; concurrent misses share one
 * load. `clear` drops everything (this service uploaded or deleted a file of the kind); changes made
 * by another copy of the service show within the freshness window.
 */
export function costCache(costFactor = 10, maxMs = 30_000) {
  const entries = new Map<string, { value: unknown; until: number }>();
  const inflight = new Map<string, Promise<unknown>>();
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return Promise.resolve(entry.value as T);
      const pending = inflight.get(key);
      if (pending) return pending as Promise<T>;
      const started = Date.now();
      const loaded = generation;
      const loading = load().then((value) => {
        const took = Date.now() - started;
        if (loaded === generation) entries.set(key, { value, until: Date.now() + Math.min(maxMs, took * costFactor) });
        return value;
      }).finally(() => { inflight.delete(key); });
      inflight.set(key, loading);
      return loading;
    },
    clear(): void {
      generation += 1;
      entries.clear();
      inflight.clear();
    },
  };
}
