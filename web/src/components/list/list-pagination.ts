import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { LIMITS } from '@gwn/contract/console';
import { pageSizeOf } from './list-params.ts';
import type { ListState } from './use-list-state.ts';

/** What a paged list call answers (the contract's page and searchPage). */
export interface PageReply<Row> {
  total: number;
  /** A search with very many matches is counted approximately (contract searchPage): the pager says "about". */
  totalEstimated?: boolean;
  result: Row[];
}

/**
 * The pager of a server-paged table (spec 1 §9): shown only when there is something to page, sizes
 * 10/20/30/50, and "Total N" or "About N".
 */
export function listPagination<F>(list: ListState<F>, reply: PageReply<unknown> | undefined, t: TFunction): TablePaginationConfig | false {
  if (!reply || reply.total <= 0) return false;
  return {
    current: list.pageNum,
    pageSize: list.pageSize,
    total: reply.total,
    showSizeChanger: true,
    pageSizeOptions: LIMITS.pageSizes.map(String),
    showTotal: (total) => t(reply.totalEstimated ? 'common:aboutTotal' : 'common:list.total', { count: total, formatted: total.toLocaleString() }),
    onChange: (pageNum, size) => list.setPage(pageNum, pageSizeOf(size) ?? list.pageSize),
  };
}

/** The last page that has rows, when the current one is past the end (e.g. its last row was deleted); else null. */
export function pageToStepBackTo(pageNum: number, pageSize: number, total: number | undefined): number | null {
  if (total === undefined || pageNum <= 1 || (pageNum - 1) * pageSize < total) return null;
  return Math.max(1, Math.ceil(total / pageSize));
}
