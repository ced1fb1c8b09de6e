import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { enterpriseDevices } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { writeStored } from '../../lib/session-storage.ts';
import EnterpriseApPage from './enterprise-ap-page.tsx';

await i18next.loadNamespaces('enterprises');

beforeEach(() => {
  writeStored('currentRegion', 'US');
  writeStored('enterpriseId', 'ent-1');
  writeStored('enterpriseEmail', 'it@example.test');
  mockApi.on(enterpriseDevices.apList, () => ({
    total: 2, networkCount: 1, apCount: 2, onlineAP: 1, offlineAP: 1,
    result: [
      { mac: 'C0:74:AD:00:00:01', network: 'Lobby', apType: 'GWN7660', online: true },
      { mac: 'C0:74:AD:00:00:02', network: 'Lobby', apType: 'GWN7660', online: false },
    ],
  }));
});

describe('enterprise APs (/enterprise/ap)', { timeout: 60_000 }, () => {
  it('shows each AP\'s online dot beside its MAC, named, with no separate status column (spec 3 §2)', async () => {
    renderPage(<EnterpriseApPage />, '/enterprise/ap?name=Acme');
    const onlineRow = (await screen.findByText('C0:74:AD:00:00:01')).closest('td')!;
    expect(within(onlineRow).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    const offlineRow = screen.getByText('C0:74:AD:00:00:02').closest('td')!;
    expect(within(offlineRow).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
  });
});
