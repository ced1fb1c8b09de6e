import type { ComponentProps } from 'react';
import type { TFunction } from 'i18next';
import { LIMITS } from '@gwn/contract/console';
import { pageSizeOf } from './list-params.ts';
import type { ListState } from './use-list-state.ts';
import type { Pager } from '../table/pager.tsx';

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
export function listPagination<F>(list: ListState<F>, reply: PageReply<unknown> | undefined, t: TFunction): ComponentProps<typeof Pager> | null {
  if (!reply || reply.total <= 0) return null;
  const formatted = reply.total.toLocaleString();
  return {
    page: list.pageNum,
    pageSize: list.pageSize,
    total: reply.total,
    pageSizes: LIMITS.pageSizes,
    totalText: t(reply.totalEstimated ? 'common:aboutTotal' : 'common:list.total', { count: reply.total, formatted }),
    onChange: (pageNum, size) => list.setPage(pageNum, pageSizeOf(size) ?? list.pageSize),
  };
}

/** The last page that has rows, when the current one is past the end (e.g. its last row was deleted); else null. */
export function pageToStepBackTo(pageNum: number, pageSize: number, total: number | undefined): number | null {
  if (total === undefined || pageNum <= 1 || (pageNum - 1) * pageSize < total) return null;
  return Math.max(1, Math.ceil(total / pageSize));
}
