import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { apDevices } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { setMenuButList, setRegionOptions, writeStored } from '../../lib/session-storage.ts';
import ApDevicePage from './ap-device-page.tsx';

const row = {
  mac: 'C0:74:AD:00:00:01', online: true, apType: 'GWN7660', versionFirmware: '1.0.25.25', versionBoot: '1.0.1.2',
  enterprise: 'Acme', enterpriseMainAccount: 'acme', enterpriseEmail: 'a@acme.test', network: 'Lobby',
};

beforeEach(() => {
  mockApi.on(apDevices.manageList, () => ({ total: 1, totalEstimated: false, result: [row] }));
  mockApi.on(apDevices.manageDelete, () => null);
  mockApi.on(apDevices.exportTicket, () => ({ ticket: 'T2' }));
  writeStored('currentRegion', 'EU');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
});

// Many clicks through antd tables: slow on a loaded CI machine.
describe('AP device search', { timeout: 60_000 }, () => {
  it('searches the chosen region only with text, deletes with apDel and exports with apExport', async () => {
    setMenuButList(['deviceManage', 'apDel', 'apExport']);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<App><ApDevicePage /></App>);
    const box = await screen.findByLabelText('Search by MAC', undefined, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
    await userEvent.type(box, 'c0:74{Enter}');
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
    expect(mockApi.calls[0]).toMatchObject({ path: apDevices.manageList.path, payload: { search: 'c0:74' }, region: 'EU' });
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://eu.test/admin/ap/export?ticket=T2'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete C0:74:AD:00:00:01' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(apDevices.manageDelete)).toEqual([{ mac: row.mac }]));
  });

  it('lists the APs of a state of the dashboard\'s ring without a search, from the URL or the State filter', async () => {
    setMenuButList(['deviceManage', 'apExport']);
    const { router } = renderPage(<App><ApDevicePage /></App>, '/ap?state=free');
    expect(await screen.findByText('Lobby', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(mockApi.payloadsTo(apDevices.manageList)[0]).toEqual({ search: '', state: 'free', pageNum: 1, pageSize: 10 });
    // Export takes a MAC search, not a state.
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Offline (in enterprises)');
    await waitFor(() => expect(mockApi.payloadsTo(apDevices.manageList).at(-1)).toMatchObject({ state: 'offline', pageNum: 1 }));
    expect(router.state.location.search).toBe('?state=offline');
    await userEvent.type(screen.getByLabelText('Search by MAC'), 'c0{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(apDevices.manageList).at(-1)).toMatchObject({ search: 'c0', state: 'offline' }));
  });

  it('hides delete and export without their permissions', async () => {
    setMenuButList(['deviceManage']);
    renderPage(<App><ApDevicePage /></App>);
    await userEvent.type(await screen.findByLabelText('Search by MAC', undefined, { timeout: 10_000 }), 'c0{Enter}');
    await screen.findByText('Lobby');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('says how to type a MAC before sending a search that is not one', async () => {
    setMenuButList(['deviceManage']);
    renderPage(<App><ApDevicePage /></App>);
    const box = await screen.findByLabelText('Search by MAC', undefined, { timeout: 10_000 });
    await userEvent.type(box, 'c0:7g{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Type a full MAC like 00:0B:82:12:34:56 or part of one');
    expect(screen.getByRole('button', { name: /Search/ })).toBeDisabled();
    expect(mockApi.payloadsTo(apDevices.manageList)).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, 'C0-74{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(mockApi.payloadsTo(apDevices.manageList)).toHaveLength(1));
  });

  it('shows online or offline in words and the main account only when it is not the e-mail', async () => {
    mockApi.on(apDevices.manageList, () => ({
      total: 2, totalEstimated: false, result: [
        { ...row, enterpriseMainAccount: 'A@acme.test' },
        { ...row, mac: 'C0:74:AD:00:00:02', online: false, network: 'Bar', enterpriseMainAccount: 'owner' },
      ],
    }));
    setMenuButList(['deviceManage']);
    renderPage(<App><ApDevicePage /></App>);
    await userEvent.type(await screen.findByLabelText('Search by MAC', undefined, { timeout: 10_000 }), 'c0{Enter}');
    await screen.findByText('C0:74:AD:00:00:02');
    const cells = screen.getAllByRole('row').filter((r) => r.closest('tbody') && !r.classList.contains('data-table-placeholder'));
    expect(cells[0]).toHaveTextContent('Online');
    expect(cells[0]).not.toHaveTextContent('Main account');
    expect(cells[1]).toHaveTextContent('Offline');
    expect(cells[1]).toHaveTextContent('Main account: owner');
    expect(screen.getByText('Total 2')).toBeInTheDocument();
  });
});
