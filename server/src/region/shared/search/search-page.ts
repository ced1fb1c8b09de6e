import { pageTotal } from './page-total.ts';
import type { SearchPlan } from './search-plan.ts';
import type { SearchPlanner } from './search-planner.ts';

/** Where one table's search pages come from (its search repository). */
export interface SearchPageSource<Row extends { matchCount: number | null }> {
  /** A page of matches, newest first; index plans carry the count of all matches on each row. */
  page(text: string, plan: SearchPlan, limit: number, offset: number): Promise<Row[]>;
  /** Every match, counted: only when the page alone cannot say (pageTotal). */
  count(text: string, plan: SearchPlan): Promise<number>;
}

/**
 * One page of a planned search with its total (exact, or estimated for a dense scan): the steps every
 * searched list takes (plan -> page -> pageTotal), whatever its table.
 */
export async function searchPage<Row extends { matchCount: number | null }>(
  planner: SearchPlanner, source: SearchPageSource<Row>, req: { search: string; pageNum: number; pageSize: number },
) {
  const { text, plan } = await planner.plan(req.search);
  const offset = (req.pageNum - 1) * req.pageSize;
  const rows = await source.page(text, plan, req.pageSize, offset);
  const facts = { offset, pageSize: req.pageSize, rows: rows.length, matchCount: rows[0]?.matchCount };
  const { total, totalEstimated } = await pageTotal(plan, facts, () => source.count(text, plan));
  return { total, totalEstimated, rows };
}
