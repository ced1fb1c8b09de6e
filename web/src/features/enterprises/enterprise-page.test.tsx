import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { enterprises, RetCode, transfers } from '@gwn/contract';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { readStored, setMenuButList, setRegionOptions, writeStored } from '../../lib/session-storage.ts';
import EnterprisePage from './enterprise-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));

const row: enterprises.EnterpriseRow = {
  id: 7, enterpriseId: 'ent-7', centerEnterpriseId: 'center-7', enterpriseName: 'Acme Hotels', username: 'Zoë Li',
  account: 'acme', phone: '+1 555', email: 'zoe@acme.test', createTimeStr: '2026-11-20 08:00:00', address: '', country: 'US',
  totalAP: '3/5', googleAuth: 0, clientType: 0, state: 1, activate: 1, isDelete: 0, portal: 0, outdoor: 0, payment: 0,
  isOpenCache: 0, isShowTopWebsites: 0, isShowHardwareReset: 0, isShowIspConfig: 0, highPrecisionUsageControl: 0,
};

const job = {
  jobId: 'job-1', enterpriseId: 'ent-7', targetRegion: 'US' as const, status: 'pending' as const, attempts: 0, lastError: null,
  networks: null, devices: null, createTime: 0, updateTime: 0,
};

beforeEach(() => {
  writeStored('currentRegion', 'US');
  writeStored('adminUrl', 'http://us.test');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
  mockApi.on(enterprises.list, () => ({ total: 1, totalEstimated: false, result: [row] }));
});

const renderPage = (path = '/enterprise') => renderRoutes([
  { path: '/enterprise', element: <App><EnterprisePage /></App> }, // the shell provides antd's App
  { path: '/enterprise/ap', element: <p>enterprise aps</p> },
], path);

/** Picks a region in the screen's own region select (not the header's). */
async function chooseRegion(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
  const listbox = await screen.findByRole('listbox');
  const option = within(listbox.parentElement ?? document.body).getAllByText(label).at(-1);
  if (!option) throw new Error(`no option ${label}`);
  await userEvent.click(option);
}

const listCalls = () => mockApi.callsTo(enterprises.list);

async function searchAcme() {
  const box = await screen.findByLabelText('Enterprise, contact, account, e-mail or phone', undefined, { timeout: 10_000 });
  expect(screen.getByRole('button', { name: /search/i })).toBeDisabled();
  expect(mockApi.calls).toHaveLength(0);
  await userEvent.type(box, 'acme{Enter}');
  return screen.findByText('Acme Hotels');
}

describe('enterprise list', () => {
  it('searches only with text, shows APs as online/total, and opens a row\'s APs', async () => {
    const { router } = renderPage();
    await searchAcme();
    expect(listCalls()[0]).toMatchObject({ payload: { search: 'acme', pageNum: 1 } });
    expect(screen.getByText('3/5')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Acme Hotels'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/ap'));
    expect(router.state.location.search).toBe(`?name=${encodeURIComponent('Zoë Li')}`);
    expect(readStored('enterpriseId')).toBe('ent-7');
    expect(readStored('enterpriseEmail')).toBe('zoe@acme.test');
  });

  it('hides actions without permissions and disables remove MFA unless MFA is on', async () => {
    setMenuButList(['enterprise', 'removeMfa']);
    renderPage();
    await searchAcme();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove MFA' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Outdoor privilege of Acme Hotels' })).toBeDisabled();
  });

  it('flips a privilege at once and flips it back with the message when the service refuses', async () => {
    setMenuButList(['enterprise', 'enterprisePayment', 'statisticsCache']);
    mockApi.on(enterprises.setPayment, () => refuse(RetCode.ServiceError));
    renderPage();
    await searchAcme();
    await userEvent.click(screen.getByRole('button', { name: 'Privileges' }));
    const dialog = await screen.findByRole('dialog');
    const payment = within(dialog).getByRole('switch', { name: 'Payment' });
    await userEvent.click(payment);
    expect(await screen.findByText('Service error')).toBeInTheDocument();
    await waitFor(() => expect(payment).not.toBeChecked());
    expect(mockApi.payloadsTo(enterprises.setPayment)).toEqual([{ enterpriseId: 'ent-7', name: 'Acme Hotels', payment: 1 }]);
    expect(within(dialog).getByRole('switch', { name: 'Top websites' })).toBeDisabled();
  });

  it('exports through a single-use ticket on the region\'s admin address', async () => {
    setMenuButList(['enterprise', 'enterpriseExport']);
    mockApi.on(enterprises.exportTicket, () => ({ ticket: 'T1' }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage();
    await searchAcme();
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://us.test/admin/enterprise/export?ticket=T1'));
  });

  it('says "about" when the service estimates the total of a search with very many matches', async () => {
    mockApi.on(enterprises.list, () => ({ total: 62_500, totalEstimated: true, result: [row] }));
    renderPage();
    await searchAcme();
    expect(await screen.findByText('About 62,500 matches')).toBeInTheDocument();
    mockApi.on(enterprises.list, () => ({ total: 3, totalEstimated: false, result: [row] }));
    const box = screen.getByLabelText('Enterprise, contact, account, e-mail or phone');
    await userEvent.clear(box);
    await userEvent.type(box, 'acme hotels{Enter}');
    await waitFor(() => expect(screen.queryByText(/^About/)).not.toBeInTheDocument());
  });

  it('searches the region chosen on the screen: EU sends the search to EU\'s admin address from page 1, and a row keeps its region', async () => {
    mockApi.on(enterprises.list, () => ({ total: 25, totalEstimated: false, result: [row] }));
    const { router } = renderPage();
    await searchAcme();
    // The header's current region is the default.
    expect(screen.getByRole('combobox', { name: 'Region' }).closest('.ant-select')).toHaveTextContent('World');
    expect(listCalls()[0]).toMatchObject({ url: 'http://us.test/admin/enterprise/list', payload: { search: 'acme', pageNum: 1 } });
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listCalls().at(-1)?.payload).toMatchObject({ pageNum: 2 }));

    await chooseRegion('EU');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({
      url: 'http://eu.test/admin/enterprise/list', payload: { search: 'acme', pageNum: 1 },
    }));
    expect(router.state.location.search).toBe('?region=EU');
    expect(readStored('currentRegion')).toBe('US'); // the header's region is left alone

    await userEvent.click(await screen.findByText('Acme Hotels'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enterprise/ap'));
    expect(readStored('enterpriseRegion')).toBe('EU');
  });

  it('keeps the chosen region across a reload (?region=) and sends every action there; the transfer offers only other regions', async () => {
    setMenuButList(['enterprise', 'enterpriseExport', 'enterpriseExternal', 'enterpriseTrans', 'removeMfa']);
    mockApi.on(enterprises.list, () => ({ total: 1, totalEstimated: false, result: [{ ...row, googleAuth: 1 }] }));
    mockApi.on(enterprises.exportTicket, () => ({ ticket: 'T1' }));
    mockApi.on(enterprises.setOutdoor, () => null);
    mockApi.on(enterprises.resetMfa, () => null);
    mockApi.on(transfers.check, (p) => ({ enterpriseName: p.name, targetRegion: 'US', networks: 1, devices: 5 }));
    mockApi.on(transfers.confirm, () => job);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage('/enterprise?region=EU');
    await searchAcme();
    expect(screen.getByRole('combobox', { name: 'Region' }).closest('.ant-select')).toHaveTextContent('EU');

    await userEvent.click(screen.getByRole('switch', { name: 'Outdoor privilege of Acme Hotels' }));
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://eu.test/admin/enterprise/export?ticket=T1'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove MFA' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));

    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Transfer enterprise');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Target region' }));
    const targets = await screen.findByRole('listbox');
    const offered = [...(targets.parentElement ?? document.body).querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(['World', 'CN']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start transfer' }));
    await waitFor(() => expect(mockApi.callsTo(transfers.confirm)).toHaveLength(1));
    expect(mockApi.payloadsTo(transfers.check)[0]).toMatchObject({ targetRegion: 'US' });

    const paths = ['/admin/enterprise/list', '/admin/enterprise/outdoor', '/admin/enterprise/export_ticket', '/admin/enterprise/reset_mfa_info',
      '/admin/transfer/check', '/admin/transfer/confirm'];
    await waitFor(() => expect(mockApi.calls.map((c) => c.path)).toEqual(expect.arrayContaining(paths)));
    for (const call of mockApi.calls) expect(call.url).toBe(`http://eu.test${call.path}`);
  });

  it('falls back to the current region when ?region= names no region of the operator', async () => {
    renderPage('/enterprise?region=CN');
    await searchAcme();
    expect(listCalls()[0].url).toBe('http://us.test/admin/enterprise/list');
  });
});
