import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { managerVisits } from '@gwn/contract';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import ManagerVisitPage from './manager-visit-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));

const visit = {
  mac: 'C0:74:AD:00:00:01', ip: '198.51.100.7', deviceCount: 6, apCount: 3, routerCount: 2, switchCount: 1,
  onlineDeviceCount: 4, clientCount: 9, managerVersion: '1.1.0.12', networkCount: 2, createTime: Date.UTC(2026, 10, 20, 8),
};
const calls = () => mockApi.payloadsTo(managerVisits.infos);

beforeEach(() => mockApi.on(managerVisits.infos, () => ({ total: 1, result: [visit] })));

describe('manager visit log', () => {
  it('shows the visits with the per-type device counts in a tooltip', async () => {
    renderPage(<ManagerVisitPage />);
    const row = (await screen.findByText('C0:74:AD:00:00:01', undefined, { timeout: 10_000 })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('198.51.100.7')).toBeInTheDocument();
    await userEvent.hover(within(row as HTMLElement).getByText('6'));
    expect(await screen.findByText('AP: 3 / Router: 2 / Switch: 1')).toBeInTheDocument();
  });

  it('searches by MAC or IP from the first page', async () => {
    renderPage(<ManagerVisitPage />);
    await screen.findByText('C0:74:AD:00:00:01', undefined, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText('Search by MAC or IP'), ' 198.51 {Enter}');
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ search: '198.51', pageNum: 1 }));
  });
});
