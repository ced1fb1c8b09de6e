export interface SnapshotCacheOptions {
  /** How long an answer counts as fresh at least; 0 turns caching off (every call reads the database). */
  ttlMs: number;
  /** How long a stale answer may still be served, at least, while one refresh runs in the background. */
  maxStaleMs: number;
  /**
   * An answer stays fresh for at least this many times as long as it took to load, so an aggregate
   * that takes seconds on a huge region is not recomputed back to back (default 10: at most ~10%
   * of the database's time goes to refreshing one number).
   */
  costFactor?: number;
  now?: () => number;
}

/**
 * Remembers the last answer of an expensive read. Fresh answers are served as they are; a stale
 * one (younger than the stale limit) is served at once while a single refresh runs in the
 * background, so under steady load no caller waits for a full-table aggregate. Concurrent misses
 * share one load.
 */
export function snapshotCache<T>(load: () => Promise<T>, opts: SnapshotCacheOptions): () => Promise<T> {
  const now = opts.now ?? Date.now;
  const costFactor = opts.costFactor ?? 10;
  let snapshot: { value: T; at: number; freshMs: number; staleMs: number } | null = null;
  let inflight: Promise<T> | null = null;

  const refresh = (): Promise<T> => {
    const started = now();
    inflight ??= load()
      .then((value) => {
        const at = now();
        const freshMs = Math.max(opts.ttlMs, (at - started) * costFactor);
        snapshot = { value, at, freshMs, staleMs: Math.max(opts.maxStaleMs, freshMs * 6) };
        return value;
      })
      .finally(() => { inflight = null; });
    return inflight;
  };

  return async () => {
    if (opts.ttlMs <= 0) return load();
    const age = snapshot ? now() - snapshot.at : Infinity;
    if (snapshot && age < snapshot.freshMs) return snapshot.value;
    if (snapshot && age < snapshot.staleMs) {
      // A failed background refresh keeps the old answer; the next call tries again.
      refresh().catch(() => undefined);
      return snapshot.value;
    }
    return refresh();
  };
}
