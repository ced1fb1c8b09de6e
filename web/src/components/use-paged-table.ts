import { useCallback, useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@gwn/contract';
import { getPageState, setPageState, type PageState } from '../lib/session-storage.ts';

interface Options {
  /** Names the table in local storage, e.g. 'enterprise'. */
  table: string;
  /** From the last reply; undefined while loading. */
  total: number | undefined;
  /** The reply's total is an estimate (a search with very many matches): the pager says "about". */
  totalEstimated?: boolean;
}

/**
 * Paging of a server-paged table (spec 1 §9): page and size remembered locally, sizes 10/20/30/50,
 * one page back when the current page becomes empty (e.g. after deleting its last row), and no pager
 * while there is nothing to page. Use pageNum/pageSize in the query key and pass `pagination` to the Table.
 */
export function usePagedTable({ table, total, totalEstimated }: Options) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<PageState>(() => getPageState(table, { pageNum: 1, pageSize: LIMITS.defaultPageSize }));

  const update = useCallback((next: PageState) => setState(next), []);
  useEffect(() => setPageState(table, state), [table, state]);

  // The current page is past the end (its last row was deleted): step back to the last page with rows.
  // Adjusting state while rendering (not in an effect) avoids rendering the empty page first.
  if (total !== undefined && state.pageNum > 1 && (state.pageNum - 1) * state.pageSize >= total) {
    setState({ ...state, pageNum: Math.max(1, Math.ceil(total / state.pageSize)) });
  }

  const pagination: TablePaginationConfig | false = total !== undefined && total > 0
    ? {
      current: state.pageNum,
      pageSize: state.pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: LIMITS.pageSizes.map(String),
      ...(totalEstimated ? { showTotal: (n: number) => t('aboutTotal', { count: n, formatted: n.toLocaleString() }) } : {}),
      onChange: (pageNum, pageSize) => update({ pageNum: pageSize === state.pageSize ? pageNum : 1, pageSize }),
    }
    : false;

  /** Back to the first page (a new search). */
  const toFirstPage = useCallback(() => update({ ...state, pageNum: 1 }), [state, update]);

  return { pageNum: state.pageNum, pageSize: state.pageSize, pagination, toFirstPage };
}
