import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { apDevices, auth, enterprises, type MenuItem } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { readStored, setRegionOptions, writeStored } from '../../lib/session-storage.ts';
import { CommandPalette } from './command-palette.tsx';

const item = (menuId: string, route: string, authority: string[] = [], children: MenuItem[] = []): MenuItem => ({
  menuId, route, hidden: false, authority, hasChild: children.length > 0 ? '1' : '0', children,
});
/** An operator who may see firmware and search devices, not enterprises. */
const OPERATOR_MENUS = [item('welcome', '/welcome'), item('firmwareManage', '/firmware'), item('deviceManage', '/ap')];
const ADMIN_MENUS = [...OPERATOR_MENUS, item('enterprise', '/enterprise')];

const ap = {
  mac: 'C0:74:AD:00:00:01', online: true, apType: 'GWN7660', versionFirmware: '1.0.25.25', versionBoot: '1.0.1.2',
  enterprise: 'Acme', enterpriseMainAccount: 'acme', enterpriseEmail: 'a@acme.test', network: 'Lobby',
};
const acme = {
  id: 7, enterpriseId: 'E7', centerEnterpriseId: 'C7', enterpriseName: 'Acme Hotels', username: 'acme', account: 'acme',
  phone: '', email: 'ops@acme.test', createTimeStr: '2026-01-01 00:00:00', address: '', country: 'DE', totalAP: '1/2',
  googleAuth: 0, clientType: 0, state: 1, activate: 1, isDelete: 0, portal: 0, outdoor: 0, payment: 0, isOpenCache: 0,
  isShowTopWebsites: 0, isShowHardwareReset: 0, isShowIspConfig: 0, highPrecisionUsageControl: 0,
} as const;

function renderShell(menus: MenuItem[]) {
  mockApi.on(auth.menuList, () => ({ menus }));
  // Without motion the dialog leaves the page at once (jsdom ends no CSS transition).
  const page = (text: string) => <ConfigProvider theme={{ token: { motion: false } }}><App><CommandPalette /><p>{text}</p></App></ConfigProvider>;
  return renderRoutes([
    { path: '/welcome', element: page('welcome page') },
    { path: '/firmware', element: <p>firmware page</p> },
    { path: '/ap', element: <p>ap page</p> },
    { path: '/enterprise/ap', element: <p>enterprise aps</p> },
  ], '/welcome');
}

async function openWithShortcut() {
  await screen.findByText('welcome page');
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', {}, { timeout: 10_000 });
}

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  writeStored('authorization', 'token');
  writeStored('mainName', 'operator');
  writeStored('currentRegion', 'EU');
  setRegionOptions([{ regionName: 'EU', adminUrl: 'http://eu.test' }]);
});

describe('command palette', () => {
  it('opens with Ctrl-K, offers only the screens the role has, in either language, and Enter goes there', async () => {
    const { router } = renderShell(OPERATOR_MENUS);
    const box = await openWithShortcut();
    // The dialog hands the focus to its box once open (afterOpenChange), a moment after the box appears.
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Go to a screen, or find an enterprise or a MAC' })).toContainElement(box);
    await waitFor(() => expect(optionNames()).toEqual(['Welcome', 'Firmware Manage', 'Device Manage']));
    await userEvent.type(box, '固件');
    await waitFor(() => expect(optionNames()).toEqual(['Firmware Manage']));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/firmware'));
    // Enterprise search was never asked: the role may not list enterprises (no handler: a call would fail the test).
    expect(mockApi.callsTo(enterprises.list)).toEqual([]);
  });

  it('moves with the arrow keys (wrapping), marks the active option, and closes with Esc', async () => {
    renderShell(OPERATOR_MENUS);
    const box = await openWithShortcut();
    // Keys go where the focus is: the box has it a moment after it appears.
    await waitFor(() => expect(box).toHaveFocus());
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toHaveTextContent('Welcome');
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Firmware Manage');
    expect(box).toHaveAttribute('aria-activedescendant', selected()?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toHaveTextContent('Device Manage');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('takes part of a MAC for an AP search of the current region (one call after typing), and opens the AP list filtered', async () => {
    mockApi.on(apDevices.manageList, () => ({ total: 1, totalEstimated: false, result: [ap] }));
    const { router } = renderShell(OPERATOR_MENUS);
    const box = await openWithShortcut();
    await userEvent.type(box, 'c0:74');
    const group = await screen.findByRole('group', { name: 'APs in this region' });
    await within(group).findByRole('option', { name: /C0:74:AD:00:00:01/ });
    expect(mockApi.callsTo(apDevices.manageList)).toEqual([
      expect.objectContaining({ payload: { search: 'c0:74', pageNum: 1, pageSize: 5 }, region: 'EU' }),
    ]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=C0%3A74%3AAD%3A00%3A00%3A01'));
    expect(router.state.location.pathname).toBe('/ap');
  });

  it('finds an enterprise by name when the role may list them, and Enter opens its APs', async () => {
    mockApi.on(enterprises.list, () => ({ total: 1, totalEstimated: false, result: [acme] }));
    const { router } = renderShell(ADMIN_MENUS);
    const box = await openWithShortcut();
    await userEvent.type(box, 'acme');
    const group = await screen.findByRole('group', { name: 'Enterprises in this region' });
    await within(group).findByRole('option', { name: /Acme Hotels/ });
    // "acme" is a name, not a MAC: the AP search is not asked.
    expect(mockApi.callsTo(apDevices.manageList)).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/ap'));
    expect(readStored('enterpriseId')).toBe('E7');
    expect(readStored('enterpriseRegion')).toBe('EU');
  });

  it('opens from the header button too, and says when nothing matches', async () => {
    renderShell(OPERATOR_MENUS);
    await screen.findByText('welcome page');
    await userEvent.click(await screen.findByRole('button', { name: /Search/ }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByRole('combobox'), 'zzzz');
    expect(await screen.findByText(/Nothing matches/)).toBeInTheDocument();
  });
});
