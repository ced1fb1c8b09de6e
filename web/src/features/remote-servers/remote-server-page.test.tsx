import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { remoteServers, RetCode } from '@gwn/contract';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import RemoteServerPage from './remote-server-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));
await i18next.loadNamespaces('remoteServers');

const rows: remoteServers.RemoteServerRow[] = [
  { id: 1, serviceRegion: 'us-east', zone: 'us-east-1a', serverIp: '192.0.2.11' },
  { id: 2, serviceRegion: 'us-west', zone: 'us-west-2a', serverIp: '192.0.2.21' },
];

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(remoteServers.list, () => ({ total: rows.length, result: rows }));
  mockApi.on(remoteServers.add, (p) => (p.serverIp === '192.0.2.11' ? refuse(RetCode.NameTaken) : { id: 3, ...p }));
  mockApi.on(remoteServers.update, (p) => ({ ...p, id: Number(p.id) }));
  mockApi.on(remoteServers.remove, (p) => ({ deleted: p.ids.length }));
});

describe('remote servers', { timeout: 60_000 }, () => {
  it('requires all three fields, caps them at 64, adds, and shows a refusal', async () => {
    renderPage(<App><RemoteServerPage /></App>);
    expect(await screen.findByText('us-east-1a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field should not be empty')).toHaveLength(3);
    for (const label of ['Service region', 'Zone', 'Server address']) expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxlength', '64');
    await userEvent.type(within(dialog).getByLabelText('Service region'), 'us-east');
    await userEvent.type(within(dialog).getByLabelText('Zone'), 'us-east-1a');
    await userEvent.type(within(dialog).getByLabelText('Server address'), '192.0.2.11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save failed, name cannot be the same')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Server address'));
    await userEvent.type(within(dialog).getByLabelText('Server address'), '192.0.2.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(remoteServers.add).at(-1)).toEqual({ serviceRegion: 'us-east', zone: 'us-east-1a', serverIp: '192.0.2.99' }));
  });

  it('updates a row by its id', async () => {
    renderPage(<App><RemoteServerPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 192.0.2.21' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Zone')).toHaveValue('us-west-2a');
    await userEvent.clear(within(dialog).getByLabelText('Zone'));
    await userEvent.type(within(dialog).getByLabelText('Zone'), 'us-west-2b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(remoteServers.update)).toEqual([{ id: 2, serviceRegion: 'us-west', zone: 'us-west-2b', serverIp: '192.0.2.21' }]));
  });

  it('deletes the selected rows by ids after asking', async () => {
    renderPage(<App><RemoteServerPage /></App>);
    await screen.findByText('us-east-1a');
    // Row checkboxes by markup: role queries inside antd tables cost seconds each in jsdom.
    const checkboxes = [...document.querySelectorAll<HTMLInputElement>('tbody tr.ant-table-row input[type=checkbox]')];
    expect(checkboxes).toHaveLength(2);
    for (const box of checkboxes) await userEvent.click(box);
    await userEvent.click(await screen.findByText('Delete (2)'));
    expect(await screen.findByText('Delete 2 remote servers?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(remoteServers.remove)).toEqual([{ ids: [1, 2] }]));
  });
});
