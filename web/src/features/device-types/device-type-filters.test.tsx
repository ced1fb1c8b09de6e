import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { deviceTypes } from '@gwn/contract/console';
import { i18next } from '../../i18n/index.ts';
import { setMenuButList } from '../../lib/session-storage.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import DeviceTypePage from './device-type-page.tsx';

await i18next.loadNamespaces('deviceTypes');

const lists = () => mockApi.payloadsTo(deviceTypes.deviceTypeList) as Record<string, unknown>[];

describe('device-type filters', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('currentRegion', 'US');
    setMenuButList(['modelManage']);
    mockApi.on(deviceTypes.deviceTypeList, () => ({ total: 30, result: [] }));
  });

  it('sends the kind and the state (a number) from page 1, keeps them in the URL, and clears them', async () => {
    const { router } = renderPage(<App><DeviceTypePage /></App>, '/deviceType?page=2');
    await waitFor(() => expect(lists()).toHaveLength(1));
    const kind = screen.getByRole('combobox', { name: 'Device kind' });
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(kind).toHaveDisplayValue('Device kind'); // the placeholder while nothing is chosen
    await userEvent.selectOptions(kind, 'AP');
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ deviceKinds: 'AP', pageNum: 1 }));
    await userEvent.selectOptions(state, 'Private');
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ deviceKinds: 'AP', state: 2, pageNum: 1 }));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('deviceKinds=AP&state=2');
    await userEvent.selectOptions(kind, 'Device kind');
    await waitFor(() => expect(lists().at(-1)).toEqual(expect.not.objectContaining({ deviceKinds: expect.anything() })));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('state=2');
  });
});
