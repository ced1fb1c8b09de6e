import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { Endpoint } from '@gwn/contract';
import { renderPage } from '../../../test/render.tsx';
import { setMenuButList, setRegionOptions, writeStored } from '../../lib/session-storage.ts';
import ApDevicePage from './ap-device-page.tsx';

const calls: { path: string; payload: Record<string, unknown>; region?: string }[] = [];
const row = {
  mac: 'C0:74:AD:00:00:01', apType: 'GWN7660', versionFirmware: '1.0.25.25', versionBoot: '1.0.1.2',
  enterprise: 'Acme', enterpriseMainAccount: 'acme', enterpriseEmail: 'a@acme.test', network: 'Lobby',
};

vi.mock('../../api/client.ts', async (original) => ({
  ...(await original<typeof import('../../api/client.ts')>()),
  api: async (endpoint: Endpoint, payload: Record<string, unknown>, opts: { region?: string } = {}) => {
    calls.push({ path: endpoint.path, payload, region: opts.region });
    if (endpoint.path === '/admin/ap/manageList') return { total: 1, totalEstimated: false, result: [row] };
    if (endpoint.path === '/admin/ap/manageDelete') return null;
    if (endpoint.path === '/admin/ap/export_ticket') return { ticket: 'T2' };
    throw new Error(`unexpected call ${endpoint.path}`);
  },
}));

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  writeStored('currentRegion', 'EU');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
});

describe('AP device search', () => {
  it('searches the chosen region only with text, deletes with apDel and exports with apExport', async () => {
    setMenuButList(['deviceManage', 'apDel', 'apExport']);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<App><ApDevicePage /></App>);
    const box = await screen.findByLabelText('Search by MAC', undefined, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
    await userEvent.type(box, 'c0:74{Enter}');
    expect(await screen.findByText('Lobby')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/admin/ap/manageList', payload: { search: 'c0:74' }, region: 'EU' });
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://eu.test/admin/ap/export?ticket=T2'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete C0:74:AD:00:00:01' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/ap/manageDelete' && c.payload.mac === row.mac)).toBe(true));
  });

  it('hides delete and export without their permissions', async () => {
    setMenuButList(['deviceManage']);
    renderPage(<App><ApDevicePage /></App>);
    await userEvent.type(await screen.findByLabelText('Search by MAC', undefined, { timeout: 10_000 }), 'c0{Enter}');
    await screen.findByText('Lobby');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
