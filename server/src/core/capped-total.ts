import { LRUCache } from 'lru-cache';

/** Where a list's total comes from when its page alone cannot say. */
export interface TotalSource {
  /** The matches, counted up to cap + 1 of them (a larger result only says "more than cap"). */
  countUpTo(cap: number): Promise<number>;
  /** The planner's estimate of all matches (no rows read). */
  estimate(): Promise<number>;
}

/**
 * The total of a page of a list whose matches may run to millions. A short page ends the matches, so
 * its total is exact; otherwise the matches are counted up to `cap` (by the page's own statement when it
 * did, `counted`), and above that the total is the planner's estimate, said so (totalEstimated) and never
 * less than the rows already seen plus one, so the pager still offers the next page.
 */
export async function cappedTotal(
  page: { offset: number; limit: number; rows: number; counted?: number }, source: TotalSource, cap: number,
): Promise<{ total: number; totalEstimated: boolean }> {
  if (page.rows < page.limit && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows, totalEstimated: false };
  // An empty page past the end carries no count of its own.
  const counted = page.rows > 0 && page.counted !== undefined ? page.counted : await source.countUpTo(cap);
  if (counted <= cap) return { total: counted, totalEstimated: false };
  return { total: Math.max(await source.estimate(), cap + 1, page.offset + page.rows + 1), totalEstimated: true };
}

/**
 * Estimates of large lists, kept per filter for `ttlMs`: paging through millions of matches asks the planner
 * once (callers asking at the same time share that one question), and a filter seen above the cap is taken to stay
 * above it meanwhile (an estimate barely moves in that time), so it is not counted again. At most `max` filters are
 * kept, the least recently used leaving first (lru-cache; docs/architecture.md, "Departures").
 */
export function keptEstimates(ttlMs = 30_000, max = 256) {
  const kept = new LRUCache<string, number, TotalSource>({
    max, ttl: ttlMs, fetchMethod: (_key, _stale, { context }) => context.estimate(),
  });
  return {
    /** The filter's total source, its estimate kept, its count skipped while that estimate is fresh. */
    source(key: string, reads: TotalSource): TotalSource {
      return {
        countUpTo: (cap) => (kept.get(key) === undefined ? reads.countUpTo(cap) : Promise.resolve(cap + 1)),
        estimate: async () => (await kept.fetch(key, { context: reads })) ?? reads.estimate(),
      };
    },
  };
}
