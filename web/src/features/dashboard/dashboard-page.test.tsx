import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Endpoint } from '@gwn/contract';
import { renderPage } from '../../../test/render.tsx';
import { writeStored } from '../../lib/session-storage.ts';
import DashboardPage from './dashboard-page.tsx';

const REPLIES: Record<string, unknown> = {
  '/admin/dashboard/account_count': { accountMap: { totalCount: 10, outdoorHasAPCount: 1, outdoorNoAPCount: 2, indoorHasAPCount: 3, indoorNoAPCount: 4 } },
  '/admin/dashboard/ap_count': {
    totalMap: { onlineCount: 7, offlineCount: 5 }, outdoorMap: { onlineCount: 1, offlineCount: 1 },
    indoorMap: { onlineCount: 6, offlineCount: 4 }, freeMap: { freeOnline: 2 },
  },
  '/admin/dashboard/client_count': { clientMap: { totalCount: 30, outdoorCount: 11, indoorCount: 19 } },
  '/admin/dashboard/prorate_count': { managerCount: 2, apCount: 8, routerCount: 1, switchCount: 0 },
};
const regions: (string | undefined)[] = [];

// The HTTP layer is replaced; device_count fails to show the error state next to four working rings.
vi.mock('../../api/client.ts', () => ({
  api: async (endpoint: Endpoint, _payload: unknown, opts: { region?: string }) => {
    regions.push(opts.region);
    if (endpoint.path === '/admin/dashboard/device_count') throw new Error('Service error');
    return REPLIES[endpoint.path];
  },
}));

describe('dashboard', () => {
  it('shows the numbers of the current region as text, and an error where a call failed', async () => {
    writeStored('currentRegion', 'EU');
    renderPage(<DashboardPage />);
    const enterprises = await screen.findByRole('list', { name: 'Enterprises' });
    expect(within(enterprises).getByText('Indoor without APs:')).toHaveTextContent('Indoor without APs: 4');
    const aps = screen.getByRole('list', { name: 'APs' });
    expect(aps).toHaveTextContent('Online: 7');
    expect(aps).toHaveTextContent('Free (online): 2');
    expect(screen.getByRole('list', { name: 'Clients' })).toHaveTextContent('Indoor: 19');
    expect(screen.getByRole('list', { name: 'GWN Manager devices (2 managers)' })).toHaveTextContent('AP: 8');
    expect(await screen.findByText('Service error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(new Set(regions)).toEqual(new Set(['EU']));
  });
});
