import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { RetCode, speedServers, type RegionName } from '@gwn/contract/console';
import { chooseOption } from '../../../test/choose-option.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage, renderRoutes } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import SpeedServerPage from './speed-server-page.tsx';

await i18next.loadNamespaces('speedServers');

type Row = speedServers.SpeedServerRow;
const UID = '6f1c2a4e-8b7d-4c3e-9a10-3e5f7a9b1c2d';
const tokyo: Row = {
  id: 7, uid: UID, name: 'Tokyo fibre', serviceProvider: 'Example ISP', uploadUrl: 'https://tokyo.example.test/up', pingUrl: 'https://tokyo.example.test/ping',
  downloadUrl: 'https://tokyo.example.test/down', publicIp: '203.0.113.7', uploadDuration: 15, downloadDuration: 20,
  timeStr: '2026-11-20T08:00:00.000Z', regions: ['US', 'EU'],
};

/** Each region's servers, as its service keeps them (ids differ between regions, the uid does not). */
let held: Record<RegionName, Row[]>;
const at = (region: RegionName | undefined) => held[region ?? 'US'];

beforeEach(() => {
  // Added to World and EU, as the row's own `regions` says; the copies are what the regions hold.
  held = { US: [tokyo], EU: [{ ...tokyo, id: 70 }], CN: [] };
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(speedServers.list, (p, { region }) => {
    const found = at(region).filter((r) => !p.search || r.name.includes(p.search));
    return { total: found.length, result: found };
  });
  mockApi.on(speedServers.byKeys, (p, { region }) => ({ result: at(region).filter((r) => p.keys.includes(r.uid)) }));
  mockApi.on(speedServers.info, (p, { region }) => at(region).find((r) => r.id === Number(p.id)) ?? refuse(RetCode.SpeedServerNotFound));
  mockApi.on(speedServers.add, (p, { region }) => {
    if (region === 'EU') return refuse(RetCode.SpeedServerNameTaken);
    const row = { ...tokyo, ...p, id: 8, uid: p.uid ?? UID, uploadDuration: Number(p.uploadDuration), downloadDuration: Number(p.downloadDuration) };
    at(region).push(row);
    return row;
  });
  mockApi.on(speedServers.update, (p, { region }) => {
    const i = at(region).findIndex((r) => r.id === Number(p.id));
    if (i < 0) return refuse(RetCode.SpeedServerNotFound);
    at(region)[i] = { ...at(region)[i], ...p, id: Number(p.id), uploadDuration: Number(p.uploadDuration), downloadDuration: Number(p.downloadDuration) };
    return at(region)[i];
  });
  mockApi.on(speedServers.remove, (p, { region }) => {
    held[region ?? 'US'] = at(region).filter((r) => r.id !== Number(p.id));
    return { deleted: 1 };
  });
});

/** The Regions cell of a row, once every region has answered. */
async function regionsOf(name: string) {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  // Label queries: role queries inside antd tables cost seconds each in jsdom.
  await waitFor(() => expect(row.querySelector(`button[aria-label="Edit ${name}"]`)).toBeEnabled());
  return [...row.querySelectorAll('.tag')].map((tag) => tag.textContent);
}

describe('speed-test servers', { timeout: 60_000 }, () => {
  it('shows the empty state, and searches by name keeping the search in the URL', async () => {
    held.US = [];
    const { router } = renderPage(<App><SpeedServerPage /></App>, '/speed');
    expect(await screen.findByText('No speed-test servers in this region yet. Add one to get started.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name or service provider'), 'Tokyo{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(speedServers.list).at(-1)).toMatchObject({ search: 'Tokyo', order: 'desc' }));
    expect(router.state.location.search).toContain('q=Tokyo');
  });

  it('is titled, with Add in its header as every other list (issue 26)', async () => {
    renderRoutes([{ path: '/speed', handle: { crumb: 'menu:speedTestServerAddress' }, element: <App><SpeedServerPage /></App> }], '/speed');
    const title = await screen.findByRole('heading', { level: 4 });
    expect(title).toHaveTextContent('Speed-test Server Address');
    // The header row holds the title on the left and Add on the right (PageHeader); the search is under it.
    expect(title.parentElement).toContainElement(screen.getByText('Add').closest('button'));
    expect(title.parentElement).not.toContainElement(screen.getByLabelText('Name or service provider'));
  });

  it('checks URLs, the IP and durations as the service does before sending anything', async () => {
    renderPage(<App><SpeedServerPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // antd validates the fields one after another: wait for all seven messages, not the first.
    await waitFor(() => expect(within(dialog).getAllByText('This field should not be empty')).toHaveLength(7));
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

  it('shows where a server lives as the regions answer, not as chosen when it was added', async () => {
    held = { US: [tokyo], EU: [], CN: [{ ...tokyo, id: 700, name: 'Tokyo (old name)' }] };
    renderPage(<App><SpeedServerPage /></App>);
    expect(await regionsOf('Tokyo fibre')).toEqual(['World', 'CN', 'Differs in CN']);
    expect(mockApi.payloadsTo(speedServers.byKeys)[0]).toEqual({ keys: [UID] });
  });

  it('adds to every chosen region under one uid, shows each region\'s result and retries only the region that refused', async () => {
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
    const [first] = mockApi.payloadsTo(speedServers.add);
    expect(first).toEqual({
      name: 'Osaka', serviceProvider: 'Example ISP', uploadUrl: 'https://osaka.example.test/up', pingUrl: 'http://osaka.example.test/ping',
      downloadUrl: 'https://osaka.example.test/down', publicIp: '2001:db8::7', secret: 's3cret', uploadDuration: 15, downloadDuration: 15,
      regions: ['US', 'EU'], uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const results = await within(dialog).findByRole('list', { name: /Not every region accepted/ });
    expect(within(results).getByText('World: Done')).toBeInTheDocument();
    expect(within(results).getByText('EU: A speed-test server with this name already exists in this region')).toBeInTheDocument();
    expect(chosenRegions('Regions')).toEqual(['EU']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.callsTo(speedServers.add)).toHaveLength(3));
    expect(mockApi.callsTo(speedServers.add)[2].region).toBe('EU');
    expect(mockApi.payloadsTo(speedServers.add)[2].uid).toBe(first.uid);
  });

  it('edits in every region holding the server by default, each by its own id, and keeps a region that failed for a retry', async () => {
    renderPage(<App><SpeedServerPage /></App>);
    expect(await regionsOf('Tokyo fibre')).toEqual(['World', 'EU']);
    await userEvent.click(screen.getByLabelText('Edit Tokyo fibre'));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Name');
    expect(within(dialog).getByLabelText('Secret')).toHaveValue('');
    expect(chosenRegions('Save in')).toEqual(['World', 'EU']);
    held.EU = []; // deleted in EU meanwhile: EU answers 15056 and stays chosen
    await userEvent.clear(name);
    await userEvent.type(name, 'Tokyo metro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.callsTo(speedServers.update).map((c) => [c.region, (c.payload as { id: number }).id]))
      .toEqual([['US', 7], ['EU', 70]]));
    expect(mockApi.payloadsTo(speedServers.update)[0]).toMatchObject({ name: 'Tokyo metro', secret: '', uploadDuration: 15, downloadDuration: 20 });
    expect(await within(dialog).findByText('EU: The speed-test server does not exist')).toBeInTheDocument();
    expect(chosenRegions('Save in')).toEqual(['EU']);
    expect(held.US[0].name).toBe('Tokyo metro');
  });

  it('deletes from every region holding the server by default, each by its own id', async () => {
    held.CN = [{ ...tokyo, id: 700 }];
    renderPage(<App><SpeedServerPage /></App>);
    expect(await regionsOf('Tokyo fibre')).toEqual(['World', 'EU', 'CN']);
    await userEvent.click(screen.getByLabelText('Delete Tokyo fibre'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete speed-test server Tokyo fibre?')).toBeInTheDocument();
    expect(chosenRegions('Delete from')).toEqual(['World', 'EU', 'CN']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.callsTo(speedServers.remove).map((c) => [c.region, c.payload])).toEqual([
      ['US', { id: 7 }], ['EU', { id: 70 }], ['CN', { id: 700 }],
    ]));
    expect(await screen.findByText('Deleted from World, EU, CN')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held).toEqual({ US: [], EU: [], CN: [] });
  });
});
