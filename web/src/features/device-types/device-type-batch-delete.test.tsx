import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { deviceTypes } from '@gwn/contract/console';
import { i18next } from '../../i18n/index.ts';
import { setMenuButList } from '../../lib/session-storage.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import DeviceTypePage from './device-type-page.tsx';

await i18next.loadNamespaces('deviceTypes');

const rowOf = (n: number): deviceTypes.DeviceTypeRow => ({
  id: n, deviceType: `GWN76${String(n).padStart(2, '0')}`, deviceTypeName: `Model ${n}`, deviceKinds: 'AP', executeType: '', ssidNumber: 16,
  state: 1, minimumVersion: '1', recommendVersion: '1', betaVersion: '', order: 50, createTime: 0, modifyTime: 0,
});
const ROWS = Array.from({ length: 12 }, (_, i) => rowOf(i + 1));
const checkboxOf = (key: string) => within(screen.getByText(key).closest('tr')!).getByRole('checkbox');

// Issue #25: a batch delete of device types asked "Delete 2 device types?" without saying which.
describe('device-type batch delete', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('currentRegion', 'US');
    setMenuButList(['modelManage', 'deviceTypeDelete']);
    mockApi.on(deviceTypes.deviceTypeList, (p) => {
      // The contract's paging fields are coerced from text, so their request type is unknown: the console sends numbers.
      const { pageNum, pageSize } = p as { pageNum: number; pageSize: number };
      return { total: ROWS.length, result: ROWS.slice((pageNum - 1) * pageSize, pageNum * pageSize) };
    });
    mockApi.on(deviceTypes.deviceTypeDelete, (p) => ({ deleted: p.ids.length }));
    mockApi.on(deviceTypes.deviceTypeByKeys, () => ({ result: [] }));
  });

  it('names every device type it deletes, those chosen on other pages too, and the region', async () => {
    renderPage(<App><DeviceTypePage /></App>, '/deviceType');
    await userEvent.click(await screen.findByText('GWN7603').then(() => checkboxOf('GWN7603')));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(await screen.findByText('GWN7611').then(() => checkboxOf('GWN7611')));
    await userEvent.click(screen.getByRole('button', { name: /Delete \(2\)/ }));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent('Delete 2 device types?');
    expect(within(ask).getByTestId('deleted-names')).toHaveTextContent('Deleted from World: GWN7603, GWN7611');
    expect(mockApi.callsTo(deviceTypes.deviceTypeDelete)).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(deviceTypes.deviceTypeDelete)).toEqual([{ ids: [3, 11] }]));
  });

  it('names ten and counts the rest when many are chosen', async () => {
    renderPage(<App><DeviceTypePage /></App>, '/deviceType');
    await screen.findByText('GWN7601');
    await userEvent.click(within(document.querySelector('thead')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('GWN7611');
    await userEvent.click(within(document.querySelector('thead')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete \(12\)/ }));
    expect(within(await screen.findByRole('tooltip')).getByTestId('deleted-names')).toHaveTextContent(
      'Deleted from World: GWN7601, GWN7602, GWN7603, GWN7604, GWN7605, GWN7606, GWN7607, GWN7608, GWN7609, GWN7610 and 2 more');
  });
});
