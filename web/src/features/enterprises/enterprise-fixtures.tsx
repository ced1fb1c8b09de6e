import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { enterprises, type transfers, type ResponseOf } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setRegionOptions, writeStored } from '../../lib/session-storage.ts';
import EnterprisePage from './enterprise-page.tsx';

/** Test data and steps shared by the enterprise screen's tests (the tests mock the client themselves). */
export const row: enterprises.EnterpriseRow = {
  id: 7, enterpriseId: 'ent-7', centerEnterpriseId: 'center-7', enterpriseName: 'Acme Hotels', username: 'Zoë Li',
  account: 'acme', phone: '+1 555', email: 'zoe@acme.test', createTimeStr: '2026-11-20 08:00:00', address: '', country: 'US',
  totalAP: '3/5', googleAuth: 0, clientType: 0, state: 1, activate: 1, isDelete: 0, portal: 0, outdoor: 0, payment: 0,
  isOpenCache: 0, isShowTopWebsites: 0, isShowHardwareReset: 0, isShowIspConfig: 0, highPrecisionUsageControl: 0,
};

export const job: ResponseOf<typeof transfers.confirm> = {
  jobId: 'job-1', enterpriseId: 'ent-7', targetRegion: 'US', status: 'pending', attempts: 0, lastError: null,
  networks: null, devices: null, createTime: 0, updateTime: 0,
};

/** World (US) current, World and EU offered, and a list call answering `rows`. */
export function signedInWithList(rows: enterprises.EnterpriseRow[] = [row], total = rows.length) {
  writeStored('currentRegion', 'US');
  writeStored('adminUrl', 'http://us.test');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.test' }, { regionName: 'EU', adminUrl: 'http://eu.test' }]);
  mockApi.on(enterprises.list, () => ({ total, totalEstimated: false, result: rows }));
}

export const renderEnterprisePage = (path = '/enterprise') => renderRoutes([
  { path: '/enterprise', element: <App><EnterprisePage /></App> }, // the shell provides antd's App
  { path: '/enterprise/ap', element: <p>enterprise aps</p> },
], path);

export const SEARCH_LABEL = 'Enterprise, contact, account, e-mail or phone';
export const listCalls = () => mockApi.callsTo(enterprises.list);

/** Types "acme" in the (empty) search box and waits for the row. */
export async function searchAcme() {
  const box = await screen.findByLabelText(SEARCH_LABEL, undefined, { timeout: 10_000 });
  expect(screen.getByRole('button', { name: /search/i })).toBeDisabled();
  expect(mockApi.calls).toHaveLength(0);
  await userEvent.type(box, 'acme{Enter}');
  return screen.findByText('Acme Hotels');
}
