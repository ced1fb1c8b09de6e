import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { getPageState } from '../lib/session-storage.ts';
import { usePagedTable } from './use-paged-table.ts';

describe('usePagedTable', () => {
  it('remembers page and size, offers 10/20/30/50', () => {
    const { result } = renderHook(() => usePagedTable({ table: 't1', total: 95 }));
    expect(result.current.pageSize).toBe(10);
    const pagination = result.current.pagination;
    if (!pagination) throw new Error('expected a pager');
    expect(pagination.pageSizeOptions).toEqual(['10', '20', '30', '50']);
    act(() => pagination.onChange?.(3, 10));
    expect(result.current.pageNum).toBe(3);
    expect(getPageState('t1', { pageNum: 1, pageSize: 10 })).toEqual({ pageNum: 3, pageSize: 10 });
    const again = renderHook(() => usePagedTable({ table: 't1', total: 95 }));
    expect(again.result.current.pageNum).toBe(3);
  });

  it('steps back a page when the current one becomes empty', () => {
    const { result, rerender } = renderHook((props: { total: number }) => usePagedTable({ table: 't2', ...props }), {
      initialProps: { total: 21 },
    });
    const pagination = result.current.pagination;
    if (!pagination) throw new Error('expected a pager');
    act(() => pagination.onChange?.(3, 10));
    // The last row of page 3 was deleted: the reply for page 3 is empty.
    rerender({ total: 20 });
    expect(result.current.pageNum).toBe(2);
  });

  it('shows no pager while there is nothing to page', () => {
    const { result } = renderHook(() => usePagedTable({ table: 't3', total: 0 }));
    expect(result.current.pagination).toBe(false);
  });
});
