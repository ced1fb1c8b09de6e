export interface SnapshotCacheOptions {
  /** How long an answer counts as fresh; 0 turns caching off (every call reads the database). */
  ttlMs: number;
  /** How long a stale answer may still be served while one refresh runs in the background. */
  maxStaleMs: number;
  now?: () => number;
}

/**
 * Remembers the last answer of an expensive read. Fresh answers are served as they are; a stale
 * one (younger than maxStaleMs) is served at once while a single refresh runs in the background,
 * so under steady load no caller waits for a full-table aggregate. Concurrent misses share one load.
 */
export function snapshotCache<T>(load: () => Promise<T>, opts: SnapshotCacheOptions): () => Promise<T> {
  const now = opts.now ?? Date.now;
  let snapshot: { value: T; at: number } | null = null;
  let inflight: Promise<T> | null = null;

  const refresh = (): Promise<T> => {
    inflight ??= load()
      .then((value) => {
        snapshot = { value, at: now() };
        return value;
      })
      .finally(() => { inflight = null; });
    return inflight;
  };

  return async () => {
    if (opts.ttlMs <= 0) return load();
    const age = snapshot ? now() - snapshot.at : Infinity;
    if (snapshot && age < opts.ttlMs) return snapshot.value;
    if (snapshot && age < opts.maxStaleMs) {
      // A failed background refresh keeps the old answer; the next call tries again.
      refresh().catch(() => undefined);
      return snapshot.value;
    }
    return refresh();
  };
}
