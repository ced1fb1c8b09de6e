import { managerVisits } from '@gwn/contract/console';
import { useListQuery } from '../../api/use-list-query.ts';
import { calendarDay } from '../../components/list/list-params.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { visitRange } from './visit-range.ts';

/** The screen's filters in the URL: the chosen days (YYYY-MM-DD). */
export const VISIT_FILTERS = { from: calendarDay, to: calendarDay };
export type VisitFilters = { from?: string; to?: string };

/** One page of the current region's manager visits. */
export const useManagerVisits = (list: ListState<VisitFilters>) => useListQuery(managerVisits.infos, {
  search: list.search || undefined, ...visitRange(list.filters.from, list.filters.to), pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);
