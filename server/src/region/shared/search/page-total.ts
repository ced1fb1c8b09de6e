import { sql } from 'drizzle-orm';
import type { SearchPlan } from './search-plan.ts';

/**
 * The page statement's column with the number of all matches: an index plan's matches are few, so the
 * same statement counts them; a scan must stop after its page, so it leaves the count out (null).
 */
export const matchCountOf = (kind: SearchPlan['kind']) =>
  (kind === 'index' ? sql<number | null>`count(*) over ()`.mapWith(Number) : sql<number | null>`null`);

export interface PageFacts {
  offset: number;
  pageSize: number;
  /** Rows on the page. */
  rows: number;
  /** All matches, counted by the page's own statement (index plans). */
  matchCount?: number | null;
}

/**
 * The total a search page reports. A short page ends the matches, so its total is exact whatever the
 * plan; an index plan's page carries the exact count; a dense scan reports its estimate (never less
 * than the rows already seen plus one, so the pager still offers the next page).
 */
export async function pageTotal(plan: SearchPlan, page: PageFacts, countAll: () => Promise<number>) {
  if (page.rows < page.pageSize && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows, totalEstimated: false };
  if (page.rows > 0 && plan.kind === 'index' && typeof page.matchCount === 'number') return { total: page.matchCount, totalEstimated: false };
  if (page.rows > 0 && plan.kind === 'scan' && plan.estimatedMatches !== null) {
    return { total: Math.max(plan.estimatedMatches, page.offset + page.rows + 1), totalEstimated: true };
  }
  // Past the last page, or a text too short for the index and too rare to estimate: count.
  return { total: await countAll(), totalEstimated: false };
}
