import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { Endpoint } from '@gwn/contract';
import { renderRoutes } from '../../../test/render.tsx';
import { readStored, setMenuButList, setRegionOptions, writeStored } from '../../lib/session-storage.ts';
import EnterprisePage from './enterprise-page.tsx';

type Answer = (payload: Record<string, unknown>) => unknown;
const answers = new Map<string, Answer>();
const calls: { path: string; payload: Record<string, unknown> }[] = [];

vi.mock('../../api/client.ts', async () => {
  const { ApiCallError } = await import('../../api/api-error.ts');
  return {
    api: async (endpoint: Endpoint, payload: Record<string, unknown>) => {
      calls.push({ path: endpoint.path, payload });
      const answer = answers.get(endpoint.path);
      if (!answer) throw new Error(`unexpected call ${endpoint.path}`);
      const result = answer(payload);
      if (result instanceof ApiCallError) throw result;
      return result;
    },
  };
});

const row = {
  id: 7, enterpriseId: 'ent-7', centerEnterpriseId: 'center-7', enterpriseName: 'Acme Hotels', username: 'Zoë Li',
  account: 'acme', phone: '+1 555', email: 'zoe@acme.test', createTimeStr: '2026-11-20 08:00:00', address: '', country: 'US',
  totalAP: '3/5', googleAuth: 0, clientType: 0, state: 1, activate: 1, isDelete: 0, portal: 0, outdoor: 0, payment: 0,
  isOpenCache: 0, isShowTopWebsites: 0, isShowHardwareReset: 0, isShowIspConfig: 0, highPrecisionUsageControl: 0,
};

beforeEach(() => {
  answers.clear();
  calls.length = 0;
  localStorage.clear();
  writeStored('currentRegion', 'US');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }]);
  answers.set('/admin/enterprise/list', () => ({ total: 1, result: [row] }));
});

const renderPage = () => renderRoutes([
  { path: '/enterprise', element: <App><EnterprisePage /></App> }, // the shell provides antd's App
  { path: '/enterprise/ap', element: <p>enterprise aps</p> },
], '/enterprise');

async function searchAcme() {
  const box = await screen.findByLabelText('Enterprise, contact, account, e-mail or phone', undefined, { timeout: 10_000 });
  expect(screen.getByRole('button', { name: /search/i })).toBeDisabled();
  expect(calls).toHaveLength(0);
  await userEvent.type(box, 'acme{Enter}');
  return screen.findByText('Acme Hotels');
}

describe('enterprise list', () => {
  it('searches only with text, shows APs as online/total, and opens a row\'s APs', async () => {
    const { router } = renderPage();
    await searchAcme();
    expect(calls[0]).toMatchObject({ path: '/admin/enterprise/list', payload: { search: 'acme', pageNum: 1 } });
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
    const { ApiCallError } = await import('../../api/api-error.ts');
    answers.set('/admin/enterprise/payment', () => new ApiCallError(50004, 'Service error'));
    renderPage();
    await searchAcme();
    await userEvent.click(screen.getByRole('button', { name: 'Privileges' }));
    const dialog = await screen.findByRole('dialog');
    const payment = within(dialog).getByRole('switch', { name: 'Payment' });
    await userEvent.click(payment);
    expect(await screen.findByText('Service error')).toBeInTheDocument();
    await waitFor(() => expect(payment).not.toBeChecked());
    expect(calls.find((c) => c.path === '/admin/enterprise/payment')?.payload).toEqual({ enterpriseId: 'ent-7', name: 'Acme Hotels', payment: 1 });
    expect(within(dialog).getByRole('switch', { name: 'Top websites' })).toBeDisabled();
  });

  it('exports through a single-use ticket on the region\'s admin address', async () => {
    setMenuButList(['enterprise', 'enterpriseExport']);
    answers.set('/admin/enterprise/export_ticket', () => ({ ticket: 'T1' }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage();
    await searchAcme();
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://us.test/admin/enterprise/export?ticket=T1'));
  });
});
