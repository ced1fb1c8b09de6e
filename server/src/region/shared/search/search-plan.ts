import type { GramIndex } from './ngrams.ts';
import type { SearchSample } from './search-sample.ts';

/**
 * How to find the rows containing a text, newest first:
 * - `scan`: so many rows match that walking the primary key newest-first and filtering fills a page
 *   after a few hundred rows; the total is estimated from the sample (counting every match would cost
 *   more than the page itself).
 * - `index`: few rows match; one n-gram index (`index`, by name) finds them from the text's rarest
 *   n-grams (a handful of posting lists instead of every n-gram's), every candidate is checked against
 *   the whole text, and the total is exact. When the text is itself the index's only n-gram (`exact`:
 *   a 4-digit phone group, say) the index's answer is the match, and no row needs checking.
 */
export type SearchPlan =
  /** estimatedMatches is null when the text has no n-gram and is not dense: the scan then counts exactly. */
  | { kind: 'scan'; estimatedMatches: number | null }
  | { kind: 'index'; index: string; grams: readonly string[]; exact: boolean };

/**
 * The statement shape a plan needs: 'scan', or its index with the number of grams, and '_exact' when
 * the index alone decides ("digits1_exact"). Repos prepare one statement per shape.
 */
export const planShape = (plan: SearchPlan) =>
  (plan.kind === 'scan' ? 'scan' : `${plan.index}${plan.grams.length}${plan.exact ? '_exact' : ''}`);

export interface PlanOptions {
  /** The table's n-gram indexes; on a tie the first is preferred. */
  indexes: readonly GramIndex[];
  /** Share of rows at which the scan wins (a page of 20 needs ~4,000 rows read at 0.5%). */
  denseShare?: number;
  /** Fewer estimated matches than this always use the index (small tables get exact totals). */
  denseMatches?: number;
  /** How many of the rarest n-grams the index is asked for. */
  indexGrams?: number;
}

/** The index whose rarest n-gram of `text` is rarest in the sample, with the text's n-grams rarest first. */
function rarestIndex(text: string, sample: SearchSample, indexes: readonly GramIndex[]) {
  let best: { index: GramIndex; grams: { gram: string; count: number }[] } | undefined;
  for (const index of indexes) {
    const counts = sample.gramCounts.get(index.name);
    const grams = index.grams(text).map((gram) => ({ gram, count: counts?.get(gram) ?? 0 })).sort((a, b) => a.count - b.count);
    if (grams.length > 0 && (!best || grams[0].count < best.grams[0].count)) best = { index, grams };
  }
  return best;
}

export function planSearch(text: string, sample: SearchSample, opts: PlanOptions): SearchPlan {
  const denseShare = opts.denseShare ?? 0.005;
  const denseMatches = opts.denseMatches ?? 2000;
  const n = sample.texts.length;
  const isDense = (share: number) => share >= denseShare && share * sample.rows >= denseMatches;
  const measuredShare = () => (n === 0 ? 0 : sample.texts.filter((t) => t.includes(text)).length / n);

  const best = rarestIndex(text, sample, opts.indexes);
  if (!best) {
    // No n-gram to look up (a short text): only a scan can answer.
    const share = measuredShare();
    return { kind: 'scan', estimatedMatches: isDense(share) ? Math.round(share * sample.rows) : null };
  }
  // The rarest n-gram's share bounds the text's own: measure the text only when the bound says dense.
  const bound = n === 0 ? 0 : best.grams[0].count / n;
  if (isDense(bound)) {
    const share = measuredShare();
    if (isDense(share)) return { kind: 'scan', estimatedMatches: Math.round(share * sample.rows) };
  }
  const exact = best.grams.length === 1 && best.grams[0].gram === text;
  return { kind: 'index', index: best.index.name, grams: best.grams.slice(0, opts.indexGrams ?? 3).map((g) => g.gram), exact };
}
