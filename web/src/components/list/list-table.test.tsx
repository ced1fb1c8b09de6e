import { useEffect, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RetCode } from '@gwn/contract/console';
import { ApiCallError } from '../../api/api-error.ts';
import { i18next } from '../../i18n/index.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { deleteColumn } from './delete-action.tsx';
import { ListTable } from './list-table.tsx';
import type { PageReply } from './list-pagination.ts';
import { sortRequest } from './list-params.ts';
import { formatTime, timeColumn } from './time-column.ts';
import { PageHeader } from '../page-header.tsx';
import { useListState } from './use-list-state.ts';

interface Row { id: number; name: string; created: number }
const rows = (n: number, from = 1): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `row ${from + i}`, created: Date.UTC(2026, 10, 20, 8) }));

interface Shown { reply?: PageReply<Row>; active?: boolean; error?: unknown }
/** Lets a test change what the list call answered, as a refetch would. */
let answer: (shown: Shown) => void = () => undefined;

/** A wider table: what the row is, three optional columns, the actions. */
function WideScreen({ hiddenByDefault }: { hiddenByDefault?: string[] }) {
  const list = useListState({ table: 'wide' });
  return (
    <ListTable<Row, object>
      rowKey="id" list={list} query={{ data: { total: 2, result: rows(2) }, isFetching: false, error: null }} hiddenByDefault={hiddenByDefault}
      columns={[
        { title: 'Name', dataIndex: 'name', key: 'name' },
        { title: 'Id', dataIndex: 'id', key: 'id' },
        timeColumn<Row>('Created', 'created'),
        { title: 'Shout', key: 'shout', render: (_v, row) => row.name.toUpperCase() },
        deleteColumn<Row>('Actions', (row) => ({ label: `Delete ${row.name}`, confirm: `Delete ${row.name}?`, onConfirm: () => undefined })),
      ]}
    />
  );
}

function Screen({ onDelete = () => undefined, emptyAction, ...initial }: Shown & { onDelete?: (row: Row) => void; emptyAction?: ReactElement }) {
  const [{ reply, active = true, error = null }, setShown] = useState<Shown>(initial);
  useEffect(() => {
    answer = setShown;
  }, []);
  const list = useListState({ table: 'rows' });
  return (
    <ListTable<Row, object>
      rowKey="id" list={list} query={{ data: reply, isFetching: false, error }} active={active}
      emptyText={emptyAction ? 'No rows yet.' : undefined} emptyAction={emptyAction}
      columns={[
        { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
        timeColumn<Row>('Created', 'created'),
        deleteColumn<Row>('Actions', (row) => ({ label: `Delete ${row.name}`, confirm: `Delete ${row.name}?`, onConfirm: () => onDelete(row) })),
      ]}
    />
  );
}

/** A list whose first page is still on its way. */
function LoadingScreen() {
  const list = useListState({ table: 'loading' });
  return (
    <ListTable<Row, object>
      rowKey="id" list={list} query={{ data: undefined, isFetching: true, error: null }}
      columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
    />
  );
}

const show = (element: ReactElement, path = '/rows') => renderRoutes([{ path: '/rows', element: <App>{element}</App> }], path);

describe('ListTable', () => {
  it('says what to do before a search, shows no pager without rows, and the call\'s error', async () => {
    show(<Screen active={false} reply={{ total: 3, result: rows(3) }} />);
    expect(await screen.findByText('Type a search above and press Enter.')).toBeInTheDocument();
    expect(screen.queryByText('row 1')).toBeNull();
    act(() => answer({ reply: { total: 0, result: [] }, error: new ApiCallError(RetCode.ServiceError, 'Service error') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service error');
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a failed search\'s message in the table\'s place, never "Nothing matches" (issue #25, spec 1 §8)', async () => {
    show(<Screen error={new ApiCallError(RetCode.ServiceError, 'Service error')} />, '/rows?q=acme');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service error');
    expect(screen.getAllByText('Service error')).toHaveLength(1);
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
  });

  it('keeps the rows on screen with the message above them when a refresh fails', async () => {
    show(<Screen reply={{ total: 2, result: rows(2) }} error={new ApiCallError(RetCode.ServiceError, 'Service error')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service error');
    expect(screen.getByText('row 1')).toBeInTheDocument();
  });

  it('shows "Total N", or "About N" for an estimated total, in both languages', async () => {
    show(<Screen reply={{ total: 25, result: rows(10) }} />);
    expect(await screen.findByText('Total 25')).toBeInTheDocument();
    expect(screen.getAllByText(formatTime(Date.UTC(2026, 10, 20, 8)))).toHaveLength(10);
    await i18next.changeLanguage('zh-CN');
    expect(await screen.findByText('共 25 条')).toBeInTheDocument();
    await i18next.changeLanguage('en');
    act(() => answer({ reply: { total: 62_500, totalEstimated: true, result: rows(10) } }));
    expect(await screen.findByText('About 62,500 matches')).toBeInTheDocument();
  });

  it('says "Nothing matches" when a search finds nothing', async () => {
    show(<Screen reply={{ total: 0, result: [] }} />, '/rows?q=zzz');
    expect(await screen.findByText('Nothing matches. Try another search or clear the filters.')).toBeInTheDocument();
  });

  it('pages through the URL and steps back a page when the current one empties', async () => {
    const { router } = show(<Screen reply={{ total: 21, result: rows(10) }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    // The last row of page 3 was deleted: the reply for page 3 is empty.
    act(() => answer({ reply: { total: 20, result: [] } }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the sort in the URL and asks before deleting', async () => {
    const onDelete = vi.fn();
    const { router } = show(<Screen reply={{ total: 2, result: rows(2) }} onDelete={onDelete} />);
    await userEvent.click(await screen.findByRole('columnheader', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sort=name&order=ascend');
    await userEvent.click(screen.getByRole('button', { name: 'Delete row 2' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete row 2?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('formats times from ISO text or epoch milliseconds', () => {
    expect(formatTime('2026-11-20T08:00:00')).toBe('2026-11-20 08:00:00');
    expect(formatTime(new Date(2026, 10, 20, 8, 5, 9).getTime())).toBe('2026-11-20 08:05:09');
    expect(formatTime('')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it('pins the first column and the actions, and hides the columns the operator unticks, remembered per table', async () => {
    const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const first = show(<WideScreen />);
    expect(await screen.findByText('row 1')).toBeInTheDocument();
    const pinned = (title: string) => [...document.querySelectorAll('thead th')].find((th) => th.textContent === title)?.className ?? '';
    expect(pinned('Name')).toMatch(/fix-(left|start)/);
    expect(pinned('Actions')).toMatch(/fix-(right|end)/);
    expect(pinned('Created')).not.toMatch(/fix-/);

    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    const choices = await screen.findByRole('group', { name: 'Columns' });
    expect(within(choices).getAllByRole('checkbox')).toHaveLength(3); // not Name, not Actions
    await userEvent.click(within(choices).getByLabelText('Created'));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Id', 'Shout', 'Actions']));

    first.unmount();
    show(<WideScreen />);
    expect(await screen.findByText('row 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Id', 'Shout', 'Actions']);
  });

  it('hides a wide table\'s extra columns until the operator ticks them, and remembers showing them all (issue 26)', async () => {
    localStorage.clear();
    const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const first = show(<WideScreen hiddenByDefault={['id', 'shout']} />);
    expect(await screen.findByText('row 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Created', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    const choices = await screen.findByRole('group', { name: 'Columns' });
    expect(within(choices).getByLabelText('Id')).not.toBeChecked();
    await userEvent.click(within(choices).getByLabelText('Id'));
    await userEvent.click(within(choices).getByLabelText('Shout'));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Id', 'Created', 'Shout', 'Actions']));

    first.unmount();
    show(<WideScreen hiddenByDefault={['id', 'shout']} />);
    expect(await screen.findByText('row 1')).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Id', 'Created', 'Shout', 'Actions']);
  });

  it('shows no empty text under the spinner while a list loads (issue 26)', async () => {
    renderRoutes([{ path: '/rows', element: <App><LoadingScreen /></App> }], '/rows');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
    expect(document.querySelector('.empty-state')).toBeNull();
  });

  it('sorts ascending, then descending, then back to the default order, in the URL; the call gets the contract\'s sort', async () => {
    const { router } = show(<Screen reply={{ total: 2, result: rows(2) }} />);
    const header = await screen.findByRole('columnheader', { name: 'Name' });
    await userEvent.click(header);
    expect(router.state.location.search).toBe('?sort=name&order=ascend');
    await userEvent.click(header);
    expect(router.state.location.search).toBe('?sort=name&order=descend');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(header);
    expect(router.state.location.search).toBe('');
    expect(sortRequest({ field: 'createTime', order: 'ascend' }, ['createTime', 'state'])).toEqual({ sortField: 'createTime', sortOrder: 'asc' });
    expect(sortRequest({ field: 'state', order: 'descend' }, ['createTime', 'state'])).toEqual({ sortField: 'state', sortOrder: 'desc' });
    // A hand-edited link naming a column the service does not sort by keeps the default order.
    expect(sortRequest({ field: 'email', order: 'ascend' }, ['createTime', 'state'])).toEqual({});
    expect(sortRequest(null, ['createTime'])).toEqual({});
  });

  it('offers the action that fills an empty list, but not when a search finds nothing', async () => {
    const upload = <button type="button">Upload the first one</button>;
    const first = show(<Screen reply={{ total: 0, result: [] }} emptyAction={upload} />);
    expect(await screen.findByText('No rows yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload the first one' })).toBeInTheDocument();
    first.unmount();
    show(<Screen reply={{ total: 0, result: [] }} emptyAction={upload} />, '/rows?q=zzz');
    expect(await screen.findByText('Nothing matches. Try another search or clear the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload the first one' })).toBeNull();
  });

  it('heads a screen with its route\'s name and its main action', async () => {
    renderRoutes([{ path: '/rows', handle: { crumb: 'menu:firmwareManage' }, element: <PageHeader actions={<button type="button">Add</button>} /> }], '/rows');
    expect(await screen.findByRole('heading', { level: 4 })).toHaveTextContent(i18next.t('menu:firmwareManage'));
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
