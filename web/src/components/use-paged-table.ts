import { useCallback, useEffect, useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { LIMITS } from '@gwn/contract';
import { getPageState, setPageState, type PageState } from '../lib/session-storage.ts';

interface Options {
  /** Names the table in local storage, e.g. 'enterprise'. */
  table: string;
  /** From the last reply; undefined while loading. */
  total: number | undefined;
  /** Rows on the page the last reply returned; undefined while loading. */
  rowCount: number | undefined;
}

/**
 * Paging of a server-paged table (spec 1 §9): page and size remembered locally, sizes 10/20/30/50,
 * one page back when the current page becomes empty (e.g. after deleting its last row), and no pager
 * while there is nothing to page. Use pageNum/pageSize in the query key and pass `pagination` to the Table.
 */
export function usePagedTable({ table, total, rowCount }: Options) {
  const [state, setState] = useState<PageState>(() => getPageState(table, { pageNum: 1, pageSize: LIMITS.defaultPageSize }));

  const update = useCallback((next: PageState) => {
    setState(next);
    setPageState(table, next);
  }, [table]);

  useEffect(() => {
    if (rowCount === 0 && state.pageNum > 1) update({ ...state, pageNum: state.pageNum - 1 });
  }, [rowCount, state, update]);

  const pagination: TablePaginationConfig | false = total !== undefined && total > 0
    ? {
      current: state.pageNum,
      pageSize: state.pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: LIMITS.pageSizes.map(String),
      onChange: (pageNum, pageSize) => update({ pageNum: pageSize === state.pageSize ? pageNum : 1, pageSize }),
    }
    : false;

  /** Back to the first page (a new search). */
  const toFirstPage = useCallback(() => update({ ...state, pageNum: 1 }), [state, update]);

  return { pageNum: state.pageNum, pageSize: state.pageSize, pagination, toFirstPage };
}
