import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { remoteServers, RetCode, type RegionName } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import RemoteServerPage from './remote-server-page.tsx';

await i18next.loadNamespaces('remoteServers');

type Row = remoteServers.RemoteServerRow;
const UIDS = ['0a1b2c3d-0000-4000-8000-000000000001', '0a1b2c3d-0000-4000-8000-000000000002'];
const rows: Row[] = [
  { id: 1, uid: UIDS[0], serviceRegion: 'us-east', zone: 'us-east-1a', serverIp: '192.0.2.11' },
  { id: 2, uid: UIDS[1], serviceRegion: 'us-west', zone: 'us-west-2a', serverIp: '192.0.2.21' },
];
/** Each region's servers: World holds both, EU the first (id 10) and the second with another zone (id 20), CN the second (id 30). */
let held: Record<RegionName, Row[]>;
const at = (region: RegionName | undefined) => held[region ?? 'US'];

beforeEach(() => {
  held = { US: [...rows], EU: [{ ...rows[0], id: 10 }, { ...rows[1], id: 20, zone: 'us-west-2b' }], CN: [{ ...rows[1], id: 30 }] };
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(remoteServers.list, (_p, { region }) => ({ total: at(region).length, result: at(region) }));
  mockApi.on(remoteServers.byKeys, (p, { region }) => ({ result: at(region).filter((r) => p.keys.includes(r.uid)) }));
  mockApi.on(remoteServers.add, (p) => (p.serverIp === '192.0.2.11' ? refuse(RetCode.NameTaken) : { id: 3, ...p, uid: p.uid ?? UIDS[0] }));
  mockApi.on(remoteServers.update, (p, { region }) => ({ ...p, id: Number(p.id), uid: at(region).find((r) => r.id === Number(p.id))?.uid ?? '' }));
  mockApi.on(remoteServers.remove, (p, { region }) => {
    held[region ?? 'US'] = at(region).filter((r) => !p.ids.includes(r.id));
    return { deleted: p.ids.length };
  });
});

/** Waits for a row action to be enabled (once every region answered), by label: role queries in antd tables are slow in jsdom. */
const enabled = (label: string) => waitFor(() => {
  expect(screen.getByLabelText(label)).toBeEnabled();
  return screen.getByLabelText(label);
});

describe('remote servers', { timeout: 60_000 }, () => {
  it('requires all three fields, caps them at 64, refuses an address that is not one, adds, and shows a refusal', async () => {
    renderPage(<App><RemoteServerPage /></App>);
    expect(await screen.findByText('us-east-1a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // antd validates the fields one after another: wait for all three messages, not the first.
    await waitFor(() => expect(within(dialog).getAllByText('This field should not be empty')).toHaveLength(3));
    for (const label of ['Service region', 'Zone', 'Server address']) expect(within(dialog).getByLabelText(label)).toHaveAttribute('maxlength', '64');
    await userEvent.type(within(dialog).getByLabelText('Service region'), 'us-east');
    await userEvent.type(within(dialog).getByLabelText('Zone'), 'us-east-1a');
    await userEvent.type(within(dialog).getByLabelText('Server address'), 'not an ip!!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an IP address (IPv4 or IPv6) or a host name such as ssh.example.com')).toBeInTheDocument();
    expect(mockApi.callsTo(remoteServers.add)).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Server address'));
    await userEvent.type(within(dialog).getByLabelText('Server address'), '192.0.2.11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('World: Save failed, name cannot be the same')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Server address'));
    await userEvent.type(within(dialog).getByLabelText('Server address'), 'ssh.example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(remoteServers.add)).toHaveLength(2));
    const [refused, added] = mockApi.payloadsTo(remoteServers.add);
    expect(added).toEqual({ serviceRegion: 'us-east', zone: 'us-east-1a', serverIp: 'ssh.example.test', uid: refused.uid });
    expect(refused.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the regions holding each server, and updates it in all of them by default, each by its own id', async () => {
    renderPage(<App><RemoteServerPage /></App>);
    const mark = await screen.findByText('Differs in EU');
    expect([...(mark.closest('td')?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual(['World', 'EU', 'CN', 'Differs in EU']);
    await userEvent.click(await enabled('Edit 192.0.2.21'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Zone')).toHaveValue('us-west-2a');
    expect(chosenRegions('Save in')).toEqual(['World', 'EU', 'CN']);
    await userEvent.clear(within(dialog).getByLabelText('Zone'));
    await userEvent.type(within(dialog).getByLabelText('Zone'), 'us-west-2c');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const fields = { serviceRegion: 'us-west', zone: 'us-west-2c', serverIp: '192.0.2.21' };
    await waitFor(() => expect(mockApi.callsTo(remoteServers.update).map((c) => [c.region, c.payload])).toEqual([
      ['US', { id: 2, ...fields }], ['EU', { id: 20, ...fields }], ['CN', { id: 30, ...fields }],
    ]));
  });

  it('deletes the selected rows from every region holding them, each region its own ids', async () => {
    renderPage(<App><RemoteServerPage /></App>);
    await enabled('Edit 192.0.2.21');
    // Row checkboxes by markup: role queries inside big tables cost seconds each in jsdom.
    const checkboxes = [...document.querySelectorAll<HTMLInputElement>('tbody tr input[type=checkbox]')];
    expect(checkboxes).toHaveLength(2);
    for (const box of checkboxes) await userEvent.click(box);
    await userEvent.click(await screen.findByText('Delete (2)'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 2 remote servers?')).toBeInTheDocument();
    expect(chosenRegions('Delete from')).toEqual(['World', 'EU', 'CN']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.callsTo(remoteServers.remove).map((c) => [c.region, c.payload])).toEqual([
      ['US', { ids: [1, 2] }], ['EU', { ids: [10, 20] }], ['CN', { ids: [30] }],
    ]));
    expect(held).toEqual({ US: [], EU: [], CN: [] });
  });
});
