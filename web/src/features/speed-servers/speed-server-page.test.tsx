import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RetCode, speedServers } from '@gwn/contract';
import { chooseOption } from '../../../test/choose-option.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import SpeedServerPage from './speed-server-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));
await i18next.loadNamespaces('speedServers');

const tokyo: speedServers.SpeedServerRow = {
  id: 7, name: 'Tokyo fibre', serviceProvider: 'Example ISP', uploadUrl: 'https://tokyo.example.test/up', pingUrl: 'https://tokyo.example.test/ping',
  downloadUrl: 'https://tokyo.example.test/down', publicIp: '203.0.113.7', uploadDuration: 15, downloadDuration: 20,
  timeStr: '2026-11-20T08:00:00.000Z', regions: ['US', 'EU'],
};
let rows: speedServers.SpeedServerRow[] = [];

beforeEach(() => {
  rows = [tokyo];
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(speedServers.list, (p) => {
    const found = rows.filter((r) => !p.search || r.name.includes(p.search));
    return { total: found.length, result: found };
  });
  mockApi.on(speedServers.info, (p) => rows.find((r) => r.id === Number(p.id)) ?? refuse(RetCode.SpeedServerNotFound));
  mockApi.on(speedServers.add, (p, { region }) => (region === 'EU'
    ? refuse(RetCode.SpeedServerNameTaken)
    : { ...tokyo, ...p, id: 8, uploadDuration: Number(p.uploadDuration), downloadDuration: Number(p.downloadDuration) }));
  mockApi.on(speedServers.update, (p) => ({ ...tokyo, ...p, id: Number(p.id), uploadDuration: Number(p.uploadDuration), downloadDuration: Number(p.downloadDuration) }));
  mockApi.on(speedServers.remove, () => ({ deleted: 1 }));
});

describe('speed-test servers', { timeout: 60_000 }, () => {
  it('shows the empty state, and searches by name keeping the search in the URL', async () => {
    rows = [];
    const { router } = renderPage(<App><SpeedServerPage /></App>, '/speed');
    expect(await screen.findByText('No speed-test servers in this region yet. Add one to get started.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name or service provider'), 'Tokyo{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(speedServers.list).at(-1)).toMatchObject({ search: 'Tokyo', order: 'desc' }));
    expect(router.state.location.search).toContain('q=Tokyo');
  });

  it('checks URLs, the IP and durations as the service does before sending anything', async () => {
    renderPage(<App><SpeedServerPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('This field should not be empty')).length).toBe(7);
    await userEvent.type(within(dialog).getByLabelText('Upload URL'), 'ftp://x.example.test/up');
    await userEvent.type(within(dialog).getByLabelText('Public IP'), '300.1.1.1');
    const upload = within(dialog).getByLabelText('Upload duration (s)');
    await userEvent.clear(upload);
    await userEvent.type(upload, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an IPv4 or IPv6 address')).toBeInTheDocument();
    expect(mockApi.callsTo(speedServers.add)).toHaveLength(0);
  });

  it('adds to every chosen region, shows each region\'s result and keeps the region that refused', async () => {
    renderPage(<App><SpeedServerPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);
    await type('Name', ' Osaka ');
    await type('Service provider', 'Example ISP');
    await type('Upload URL', 'https://osaka.example.test/up');
    await type('Ping URL', 'http://osaka.example.test/ping');
    await type('Download URL', 'https://osaka.example.test/down');
    await type('Public IP', '2001:db8::7');
    await type('Secret', 's3cret');
    await chooseOption('Regions', 'EU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.callsTo(speedServers.add).map((c) => c.region).sort()).toEqual(['EU', 'US']));
    expect(mockApi.payloadsTo(speedServers.add)[0]).toEqual({
      name: 'Osaka', serviceProvider: 'Example ISP', uploadUrl: 'https://osaka.example.test/up', pingUrl: 'http://osaka.example.test/ping',
      downloadUrl: 'https://osaka.example.test/down', publicIp: '2001:db8::7', secret: 's3cret', uploadDuration: 15, downloadDuration: 15, regions: ['US', 'EU'],
    });
    const results = await within(dialog).findByRole('list', { name: /Not every region/ });
    expect(within(results).getByText('World: Added')).toBeInTheDocument();
    expect(within(results).getByText('EU: A speed-test server with this name already exists in this region')).toBeInTheDocument();
  });

  it('edits a server read with info, leaving the secret empty to keep it', async () => {
    renderPage(<App><SpeedServerPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tokyo fibre' }));
    const dialog = await screen.findByRole('dialog');
    const ip = await within(dialog).findByLabelText('Public IP');
    expect(ip).toHaveValue('203.0.113.7');
    expect(within(dialog).getByLabelText('Secret')).toHaveValue('');
    expect(within(dialog).queryByLabelText('Regions')).toBeNull();
    await userEvent.clear(ip);
    await userEvent.type(ip, '198.51.100.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(speedServers.update)).toEqual([{
      id: 7, name: 'Tokyo fibre', serviceProvider: 'Example ISP', uploadUrl: 'https://tokyo.example.test/up', pingUrl: 'https://tokyo.example.test/ping',
      downloadUrl: 'https://tokyo.example.test/down', publicIp: '198.51.100.9', uploadDuration: 15, downloadDuration: 20, secret: '',
    }]));
    expect(mockApi.payloadsTo(speedServers.info)[0]).toEqual({ id: 7 });
  });

  it('asks before deleting and sends the id', async () => {
    renderPage(<App><SpeedServerPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Tokyo fibre' }));
    expect(await screen.findByText('Delete speed-test server Tokyo fibre?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(speedServers.remove)).toEqual([{ id: 7 }]));
  });
});
