import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayjs } from '../../lib/dayjs.ts';
import { managerVisits } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage, renderRoutes } from '../../../test/render.tsx';
import ManagerVisitPage from './manager-visit-page.tsx';

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

  it('"Last day" asks for today from its start to its end (24 hours, not two calendar days) and keeps the days in the URL', async () => {
    const { router } = renderRoutes([{ path: '/managerVisit', element: <ManagerVisitPage /> }], '/managerVisit?page=2');
    await screen.findByText('C0:74:AD:00:00:01', undefined, { timeout: 10_000 });
    await userEvent.click(screen.getAllByLabelText('Date range')[0]);
    await userEvent.click(await screen.findByText('Last day'));
    const today = dayjs();
    await waitFor(() => expect(calls().at(-1)).toMatchObject({
      startDate: today.startOf('day').valueOf(), endDate: today.endOf('day').valueOf(), pageNum: 1,
    }));
    const day = today.format('YYYY-MM-DD');
    expect(router.state.location.search).toBe(`?from=${day}&to=${day}`);
  });

  it('a link with days asks from the start of the first to the end of the last', async () => {
    renderRoutes([{ path: '/managerVisit', element: <ManagerVisitPage /> }], '/managerVisit?from=2026-11-01&to=2026-11-03&q=198.51');
    await screen.findByText('C0:74:AD:00:00:01', undefined, { timeout: 10_000 });
    expect(calls()[0]).toMatchObject({
      search: '198.51', startDate: dayjs('2026-11-01T00:00:00.000').valueOf(), endDate: dayjs('2026-11-03T23:59:59.999').valueOf(),
    });
    expect(screen.getByLabelText('Search by MAC or IP')).toHaveValue('198.51');
  });
});
