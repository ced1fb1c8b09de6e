import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { changeLogs } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { writeStored } from '../../lib/session-storage.ts';
import { accountRange } from './api.ts';
import ChangeLogPage from './change-log-page.tsx';

const edited = {
  id: 7, createTime: '2026-11-20T08:05:00.000Z', accountName: 'alice', ip: '198.51.100.9', action: 'deviceTypeEdit',
  showKey: 'Device type edited', detail: 'GWN7660',
  detailAll: {
    subject: 'GWN7660',
    changes: [
      { field: 'deviceTypeName', before: 'GWN7660 old', after: 'GWN7660 new' },
      { field: 'note', before: null, after: 'added' },
    ],
    facts: {},
  },
};

beforeEach(() => {
  writeStored('currentRegion', 'US');
  mockApi.on(changeLogs.systemList, () => ({ total: 1, totalEstimated: false, result: [edited] }));
  mockApi.on(changeLogs.accountList, () => ({ total: 0, totalEstimated: false, result: [] }));
});

describe('change log', () => {
  it('lists the region\'s entries and shows every changed field before -> after', async () => {
    renderPage(<App><ChangeLogPage /></App>, '/changeLog');
    expect(await screen.findByText('Device type edited', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(mockApi.payloadsTo(changeLogs.systemList)[0]).toMatchObject({ type: 'time', order: 'desc', pageNum: 1 });

    await userEvent.click(screen.getByLabelText('Show all changes of entry 7'));
    const changes = await screen.findByRole('table', { name: 'Changed fields' });
    const [, nameRow, noteRow] = within(changes).getAllByRole('row');
    expect(within(nameRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['deviceTypeName', 'GWN7660 old', '→', 'GWN7660 new']);
    expect(within(noteRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['note', '(none)', '→', 'added']);
  });

  it('sorts by time on the server and searches by IP', async () => {
    renderPage(<App><ChangeLogPage /></App>, '/changeLog');
    await screen.findByText('Device type edited', undefined, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Time' }));
    await waitFor(() => expect(mockApi.payloadsTo(changeLogs.systemList).at(-1)).toMatchObject({ type: 'time', order: 'asc' }));
    await userEvent.type(screen.getByPlaceholderText('Search by IP, prefix (10.1) or CIDR (10.0.0.0/8)'), '198.51.100.9{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(changeLogs.systemList).at(-1)).toMatchObject({ search: '198.51.100.9' }));
  });

  it('asks the account centre with the chosen days, the last one through its end', async () => {
    renderPage(<App><ChangeLogPage /></App>, '/changeLog?tab=account&from=2026-11-01&to=2026-11-03');
    await waitFor(() => expect(mockApi.payloadsTo(changeLogs.accountList)).toHaveLength(1), { timeout: 10_000 });
    expect(mockApi.payloadsTo(changeLogs.accountList)[0]).toMatchObject({ filter: accountRange('2026-11-01', '2026-11-03') });
    expect(mockApi.payloadsTo(changeLogs.systemList)).toHaveLength(0);
  });

  it('exports the shown tab\'s filtered log as CSV with the list\'s search, range and order', async () => {
    mockApi.on(changeLogs.systemExport, () => null);
    mockApi.on(changeLogs.accountExport, () => null);
    renderPage(<App><ChangeLogPage /></App>, '/changeLog?q=10.1');
    await screen.findByText('Device type edited', undefined, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(mockApi.payloadsTo(changeLogs.systemExport)).toEqual([{ search: '10.1', order: 'desc' }]));
  });

  it('exports the account tab with its days', async () => {
    mockApi.on(changeLogs.accountExport, () => null);
    renderPage(<App><ChangeLogPage /></App>, '/changeLog?tab=account&from=2026-11-01&to=2026-11-03');
    await waitFor(() => expect(mockApi.payloadsTo(changeLogs.accountList)).toHaveLength(1), { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(mockApi.payloadsTo(changeLogs.accountExport)[0]).toMatchObject({ filter: accountRange('2026-11-01', '2026-11-03') }));
  });

  it('shows each field by its label and the names next to ids, before and after', async () => {
    mockApi.on(changeLogs.systemList, () => ({ total: 1, totalEstimated: false, result: [{
      ...edited, detailAll: { changes: [{ field: 'roleId', label: 'Role', before: 2, after: 3, beforeName: 'Operator', afterName: 'Auditor' }], facts: {} },
    }] }));
    renderPage(<App><ChangeLogPage /></App>, '/changeLog');
    await userEvent.click(await screen.findByLabelText('Show all changes of entry 7', undefined, { timeout: 10_000 }));
    const changes = await screen.findByRole('table', { name: 'Changed fields' });
    const [, roleRow] = within(changes).getAllByRole('row');
    expect(within(roleRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Role', 'Operator (2)', '→', 'Auditor (3)']);
  });
});
