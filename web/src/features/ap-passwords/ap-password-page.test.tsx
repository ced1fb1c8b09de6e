import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { apPasswords, RetCode, type RegionName } from '@gwn/contract/console';
import { NETWORK_CODE, transportFailure } from '../../api/api-error.ts';
import { inside } from '../../../test/element-near.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { setMenuButList, writeStored } from '../../lib/session-storage.ts';
import ApPasswordPage from './ap-password-page.tsx';

const row: apPasswords.ApPasswordRow = { id: 1, mac: 'C0:74:AD:00:00:01', ssidPassword: 'pw1', model: 'GWN7660', comment: '', lockType: 0 as const, createTime: 0 };

/** Each region's records (ids differ between regions, the MAC does not). */
let held: Record<RegionName, apPasswords.ApPasswordRow[]>;
const at = (region: RegionName | undefined) => held[region ?? 'US'];

beforeEach(() => {
  held = { US: [row], EU: [], CN: [] };
  mockApi.on(apPasswords.list, (_p, { region }) => ({ total: at(region).length, result: at(region) }));
  mockApi.on(apPasswords.byKeys, (p, { region }) => ({ result: at(region).filter((r) => p.keys.includes(r.mac)) }));
  mockApi.on(apPasswords.edit, (p, { region }) => {
    const i = at(region).findIndex((r) => r.id === Number(p.id));
    at(region)[i] = { ...at(region)[i], ssidPassword: p.ssidPassword, model: p.model };
    return at(region)[i];
  });
  mockApi.on(apPasswords.remove, (p, { region }) => {
    held[region ?? 'US'] = at(region).filter((r) => r.mac.replace(/:/g, '') !== p.mac.replace(/:/g, ''));
    return null;
  });
  mockApi.on(apPasswords.modelList, () => ['GWN7660', 'GWN7664']);
  mockApi.on(apPasswords.add, (p) => ({ ...row, mac: p.mac }));
  mockApi.on(apPasswords.importCsv, () => ({ imported: 1, badMacs: ['not-a-mac'] }));
  writeStored('currentRegion', 'US');
  setMenuButList(['devicePasswordManage', 'apPassAdd', 'apPassImport', 'apPassEdit', 'apPassDel']);
});

describe('AP password list', () => {
  it('refuses a pasted 12-character password and a bad MAC with their rules, sending nothing, then adds to every chosen region', async () => {
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('MAC'), 'C0:74:AD:ZZ:00:09');
    await userEvent.click(within(dialog).getByLabelText('SSID password'));
    await userEvent.paste('abcdefgh1234');
    expect(within(dialog).getByLabelText('SSID password')).toHaveValue('abcdefgh1234');
    await userEvent.click(within(dialog).getByLabelText('Model'));
    await userEvent.click(await screen.findByTitle('GWN7664'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('This password has 12 characters; at most 8 are allowed. Nothing was cut: shorten it yourself.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Enter a whole MAC like 00:0B:82:12:34:56 (12 hex digits, with or without : or -)')).toBeInTheDocument();
    expect(await within(dialog).findByText('This field should not be empty')).toBeInTheDocument(); // no region chosen
    expect(mockApi.callsTo(apPasswords.add)).toHaveLength(0);
    const mac = within(dialog).getByLabelText('MAC');
    await userEvent.clear(mac);
    await userEvent.type(mac, 'c0-74-ad-00-00-09');
    const password = within(dialog).getByLabelText('SSID password');
    await userEvent.clear(password);
    await userEvent.type(password, 'abcd1234');
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Regions' })).getByRole('checkbox', { name: 'All' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.callsTo(apPasswords.add).map((c) => c.region).sort()).toEqual(['CN', 'EU', 'US']));
    expect(mockApi.payloadsTo(apPasswords.add)[0]).toMatchObject({ mac: 'c0-74-ad-00-00-09', ssidPassword: 'abcd1234', model: 'GWN7664' });
    expect(await screen.findByText('Saved in World, EU, CN')).toBeInTheDocument();
  }, 60_000); // a long form journey in jsdom on a shared 2-core machine

  it('shows the regions holding each MAC and edits the password in all of them by default, each by its own id', async () => {
    held = { US: [row], EU: [{ ...row, id: 2, ssidPassword: 'old' }], CN: [] };
    renderPage(<App><ApPasswordPage /></App>);
    const cells = await screen.findByText('Differs in EU', {}, { timeout: 10_000 });
    expect([...(cells.closest('td')?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual(['World', 'EU', 'Differs in EU']);
    await userEvent.click(screen.getByLabelText(`Edit ${row.mac}`));
    const dialog = await screen.findByRole('dialog');
    expect(chosenRegions('Save in')).toEqual(['World', 'EU']);
    const password = within(dialog).getByLabelText('SSID password');
    await userEvent.clear(password);
    await userEvent.type(password, 'new12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.callsTo(apPasswords.edit).map((c) => [c.region, c.payload])).toEqual([
      ['US', { id: 1, ssidPassword: 'new12345', model: 'GWN7660', comment: '', lockType: 0 }],
      ['EU', { id: 2, ssidPassword: 'new12345', model: 'GWN7660', comment: '', lockType: 0 }],
    ]));
    expect(await screen.findByText('Saved in World, EU')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Differs in EU')).toBeNull());
  }, 60_000);

  it('deletes a MAC from every region holding it by default', async () => {
    held = { US: [row], EU: [], CN: [{ ...row, id: 3 }] };
    renderPage(<App><ApPasswordPage /></App>);
    await waitFor(() => expect(screen.getByLabelText(`Delete ${row.mac}`)).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(screen.getByLabelText(`Delete ${row.mac}`));
    const dialog = await screen.findByRole('dialog');
    expect(chosenRegions('Delete from')).toEqual(['World', 'CN']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.callsTo(apPasswords.remove).map((c) => [c.region, c.payload])).toEqual([
      ['US', { mac: row.mac }], ['CN', { mac: row.mac }],
    ]));
    expect(held).toEqual({ US: [], EU: [], CN: [] });
  }, 60_000);

  it('imports a CSV and lists the MACs that were refused', async () => {
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement; // the Dragger's hidden file input
    await userEvent.upload(input, new File(['mac,ssidPassword,model,comment,lockType\n'], 'list.csv', { type: 'text/csv' }));
    expect(await screen.findByText('not-a-mac')).toBeInTheDocument();
    expect(screen.getAllByText('Import error: these MACs were not imported').length).toBeGreaterThan(0);
  });

  it('says "Upload failed" when the import file does not get through, and the service\'s words when it refuses the file', async () => {
    mockApi.on(apPasswords.importCsv, () => { throw transportFailure(NETWORK_CODE, 'Network Error'); });
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // The Dragger's hidden file input (a new one after each file).
    const input = () => inside(dialog, 'input[type=file]', HTMLInputElement);
    const csv = () => new File(['mac,ssidPassword,model,comment,lockType\n'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(input(), csv());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('Network Error')).toBeNull();
    mockApi.on(apPasswords.importCsv, () => refuse(RetCode.TemplateFormat));
    await userEvent.upload(input(), csv());
    expect(await screen.findByText('Upload template format error')).toBeInTheDocument();
  });
});
