import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table.tsx';
import type { Column, SortOrder } from './column.ts';
import { Pager, pageItems } from './pager.tsx';

interface Row { id: number; name: string; group: string }
const columns: Column<Row>[] = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Shout', key: 'shout', render: (_v, row) => row.name.toUpperCase() },
];
const page = (ids: number[]): Row[] => ids.map((id) => ({ id, name: `row ${id}`, group: id < 3 ? 'a' : 'b' }));

/** A table of one page at a time whose selection is kept by the test, as a list screen keeps it. */
function Selecting({ preserve, onChange }: { preserve: boolean; onChange: (keys: Key[], rows: Row[]) => void }) {
  const [rows, setRows] = useState(page([1, 2]));
  const [keys, setKeys] = useState<Key[]>([]);
  return (
    <>
      <button type="button" onClick={() => setRows(page([3, 4]))}>next page</button>
      <DataTable<Row> rowKey="id" columns={columns} rows={rows} rowSelection={{
        selectedRowKeys: keys, preserveSelectedRowKeys: preserve,
        getCheckboxProps: (row) => ({ disabled: row.id === 4 }),
        onChange: (next, chosen) => { setKeys(next); onChange(next, chosen); },
      }} />
    </>
  );
}

describe('DataTable', () => {
  it('draws a row per record with rendered cells, and the empty text when there is none', () => {
    const { rerender } = render(<DataTable<Row> rowKey="id" columns={columns} rows={page([1, 2])} empty="Nothing here" />);
    const body = screen.getAllByRole('rowgroup')[1];
    expect(within(body).getAllByRole('row').map((r) => r.textContent)).toEqual(['row 1ROW 1', 'row 2ROW 2']);
    expect(screen.queryByText('Nothing here')).toBeNull();
    rerender(<DataTable<Row> rowKey="id" columns={columns} rows={[]} empty="Nothing here" />);
    expect(screen.getByText('Nothing here').closest('td')).toHaveAttribute('colspan', '2');
  });

  it('asks for the next sort of a sortable header, ascending, descending, then none, and says the current one', async () => {
    const onSort = vi.fn<(key: string, order: SortOrder | null) => void>();
    const draw = (order: SortOrder | null) => (
      <DataTable<Row> rowKey="id" columns={columns.map((c) => (c.key === 'name' ? { ...c, sortOrder: order } : c))} rows={page([1])} onSort={onSort} />
    );
    const { rerender } = render(draw(null));
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Shout' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(header);
    rerender(draw('ascend'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    header.focus();
    await userEvent.keyboard('{Enter}');
    rerender(draw('descend'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header);
    expect(onSort.mock.calls).toEqual([['name', 'ascend'], ['name', 'descend'], ['name', null]]);
  });

  it('spans a cell over the rows below it (onCell rowSpan) and leaves out the cells it covers', () => {
    const grouped: Column<Row>[] = [
      { title: 'Group', dataIndex: 'group', key: 'group', onCell: (_row, index) => ({ rowSpan: index === 0 ? 2 : index === 1 ? 0 : 1 }) },
      { title: 'Name', dataIndex: 'name', key: 'name' },
    ];
    render(<DataTable<Row> rowKey="id" columns={grouped} rows={page([1, 2, 3])} />);
    const [first, second, third] = within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['a', 'row 1']);
    expect(within(first).getAllByRole('cell')[0]).toHaveAttribute('rowspan', '2');
    expect(within(second).getAllByRole('cell').map((c) => c.textContent)).toEqual(['row 2']);
    expect(within(third).getAllByRole('cell').map((c) => c.textContent)).toEqual(['b', 'row 3']);
  });

  it('selects all rows of the page that may be chosen, and forgets another page’s choice unless told to keep it', async () => {
    for (const preserve of [false, true]) {
      const onChange = vi.fn<(keys: Key[], rows: Row[]) => void>();
      const { unmount } = render(<Selecting preserve={preserve} onChange={onChange} />);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(onChange).toHaveBeenLastCalledWith([1, 2], page([1, 2]));
      await userEvent.click(screen.getByRole('button', { name: 'next page' }));
      const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
      expect(all).not.toBeChecked();
      expect(screen.getAllByRole('checkbox', { name: 'Select this row' })[1]).toBeDisabled(); // row 4 may not be chosen
      await userEvent.click(all); // only row 3 can be chosen here
      expect(onChange).toHaveBeenLastCalledWith(preserve ? [1, 2, 3] : [3], preserve ? page([1, 2, 3]) : page([3]));
      expect(all).toBeChecked();
      unmount();
    }
  });
});

describe('Pager', () => {
  it('shows the first, the last and two pages either side of this one, with gaps between', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('marks the current page, turns pages, and starts a new page size at page 1', async () => {
    const onChange = vi.fn<(page: number, size: number) => void>();
    render(<Pager page={2} pageSize={10} total={45} pageSizes={[10, 20]} totalText="Total 45" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20 / page');
    expect(onChange.mock.calls).toEqual([[3, 10], [5, 10], [1, 20]]);
  });
});
