import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboard, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { writeStored } from '../../lib/session-storage.ts';
import DashboardPage from './dashboard-page.tsx';

/** Four rings answer; device_count fails, to show the error state next to them. */
function answerDashboard() {
  mockApi.on(dashboard.accountCount, () => ({
    accountMap: { totalCount: 10, outdoorHasAPCount: 1, outdoorNoAPCount: 2, indoorHasAPCount: 3, indoorNoAPCount: 4 },
  }));
  mockApi.on(dashboard.apCount, () => ({
    totalMap: { onlineCount: 7, offlineCount: 5 }, outdoorMap: { onlineCount: 1, offlineCount: 1 },
    indoorMap: { onlineCount: 6, offlineCount: 4 }, freeMap: { freeOnline: 2 },
  }));
  mockApi.on(dashboard.clientCount, () => ({ clientMap: { totalCount: 30, outdoorCount: 11, indoorCount: 19 } }));
  mockApi.on(dashboard.prorateCount, () => ({ managerCount: 2, apCount: 8, routerCount: 1, switchCount: 0 }));
  mockApi.on(dashboard.deviceCount, () => refuse(RetCode.ServiceError));
}

describe('dashboard', () => {
  it('shows the numbers of the current region as text, and an error where a call failed', async () => {
    writeStored('currentRegion', 'EU');
    answerDashboard();
    renderPage(<DashboardPage />);
    const enterprises = await screen.findByRole('list', { name: 'Enterprises' });
    // Each enterprise slice names the list it opens: the enterprise list filtered indoor or outdoor.
    const indoorNoAps = within(enterprises).getByRole('link', { name: 'Indoor without APs' });
    expect(indoorNoAps).toHaveAttribute('href', '/enterprise?outdoor=0');
    expect(indoorNoAps.closest('[role="listitem"]')).toHaveTextContent('Indoor without APs: 4');
    expect(within(enterprises).getByRole('link', { name: 'Outdoor with APs' })).toHaveAttribute('href', '/enterprise?outdoor=1');
    const aps = screen.getByRole('list', { name: 'APs' });
    expect(aps).toHaveTextContent('Online (in enterprises): 7');
    // Each AP slice opens the AP list in its state: the same APs the ring counts.
    expect(within(aps).getByRole('link', { name: 'Online (in enterprises)' })).toHaveAttribute('href', '/ap?state=online');
    expect(within(aps).getByRole('link', { name: 'Free (online, in no enterprise)' })).toHaveAttribute('href', '/ap?state=free');
    expect(aps).toHaveTextContent('Free (online, in no enterprise): 2');
    expect(screen.getByRole('list', { name: 'Clients' })).toHaveTextContent('Indoor: 19');
    expect(screen.getByRole('list', { name: 'GWN Manager devices (2 managers)' })).toHaveTextContent('AP: 8');
    expect(await screen.findByText('Service error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(new Set(mockApi.calls.map((c) => c.region))).toEqual(new Set(['EU']));
  });

  it('puts in the APs centre the sum of its slices (free APs are a slice of their own), and says what Devices by type adds', async () => {
    writeStored('currentRegion', 'EU');
    answerDashboard();
    renderPage(<DashboardPage />);
    // The ring draws one slice per count and puts their sum in its centre.
    const aps = await screen.findByRole('list', { name: 'APs' });
    const card = aps.closest('.panel') as HTMLElement;
    const ring = within(card).getByRole('img', { name: 'Total: 14' });
    expect([...ring.querySelectorAll('[data-slice]')].map((s) => s.getAttribute('data-slice')))
      .toEqual(['Online (in enterprises)', 'Offline (in enterprises)', 'Free (online, in no enterprise)']);
    expect(within(card).getByText('Devices by type also counts free APs that are offline.')).toBeInTheDocument();
  });

  it('names a slice, its count and share on hover, and opens its list on a click', async () => {
    writeStored('currentRegion', 'EU');
    answerDashboard();
    const { router } = renderPage(<DashboardPage />, '/dashboard');
    const ring = await screen.findByRole('img', { name: 'Total: 14' });
    const free = ring.querySelector('[data-slice="Free (online, in no enterprise)"]') as SVGPathElement;
    await userEvent.hover(free);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Free (online, in no enterprise): 2 (14.29%)');
    await userEvent.click(free);
    expect(router.state.location).toMatchObject({ pathname: '/ap', search: '?state=free' });
  });

  it('refreshes one card on demand and says when its numbers were answered', async () => {
    writeStored('currentRegion', 'US');
    answerDashboard();
    renderPage(<DashboardPage />);
    await screen.findByRole('list', { name: 'Clients' });
    // The cards answer on their own: wait for the others, not only the Clients card.
    await waitFor(() => expect(screen.getAllByText(/^Updated \d\d:\d\d:\d\d$/).length).toBeGreaterThanOrEqual(4));
    const before = mockApi.callsTo(dashboard.clientCount).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh: Clients' }));
    await waitFor(() => expect(mockApi.callsTo(dashboard.clientCount).length).toBe(before + 1));
    expect(mockApi.callsTo(dashboard.apCount)).toHaveLength(1);
  });
});
