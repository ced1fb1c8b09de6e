import { wordGrams } from './ngrams.ts';
import type { SearchSample } from './search-sample.ts';

/**
 * How to find the rows containing a text, newest first:
 * - `scan`: so many rows match that walking the primary key newest-first and filtering fills a page
 *   after a few hundred rows; the total is estimated from the sample (counting every match would cost
 *   more than the page itself).
 * - `index`: few rows match; the n-gram index finds them from the text's rarest n-grams (a handful of
 *   posting lists instead of every n-gram's), every candidate is checked against the whole text, and the
 *   total is exact.
 */
export type SearchPlan =
  /** estimatedMatches is null when the text has no n-gram and is not dense: the scan then counts exactly. */
  | { kind: 'scan'; estimatedMatches: number | null }
  | { kind: 'index'; grams: readonly string[] };

export interface PlanOptions {
  gramSize: number;
  /** Share of rows at which the scan wins (a page of 20 needs ~4,000 rows read at 0.5%). */
  denseShare?: number;
  /** Fewer estimated matches than this always use the index (small tables get exact totals). */
  denseMatches?: number;
  /** How many of the rarest n-grams the index is asked for. */
  indexGrams?: number;
}

export function planSearch(text: string, sample: SearchSample, opts: PlanOptions): SearchPlan {
  const denseShare = opts.denseShare ?? 0.005;
  const denseMatches = opts.denseMatches ?? 2000;
  const n = sample.texts.length;
  const grams = wordGrams(text, opts.gramSize)
    .map((gram) => ({ gram, count: sample.gramCounts.get(gram) ?? 0 }))
    .sort((a, b) => a.count - b.count);
  const isDense = (share: number) => share >= denseShare && share * sample.rows >= denseMatches;
  const measuredShare = () => (n === 0 ? 0 : sample.texts.filter((t) => t.includes(text)).length / n);

  if (grams.length === 0) {
    // No n-gram to look up (a short text): only a scan can answer.
    const share = measuredShare();
    return { kind: 'scan', estimatedMatches: isDense(share) ? Math.round(share * sample.rows) : null };
  }
  // The rarest n-gram's share bounds the text's own: measure the text only when the bound says dense.
  const bound = n === 0 ? 0 : grams[0].count / n;
  if (isDense(bound)) {
    const share = measuredShare();
    if (isDense(share)) return { kind: 'scan', estimatedMatches: Math.round(share * sample.rows) };
  }
  return { kind: 'index', grams: grams.slice(0, opts.indexGrams ?? 3).map((g) => g.gram) };
}
