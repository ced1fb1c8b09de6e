import { expect, type Page } from '@playwright/test';
import type { DashboardNumbers } from './dashboard-numbers.ts';

interface Ring { title: string; items: [label: string, value: number][] }

/** The five rings as the dashboard labels them (web/src/i18n/en/dashboard.json), with the numbers they must show. */
export function expectedRings(n: DashboardNumbers): Ring[] {
  const managers = n.managers.managerCount;
  return [
    {
      title: 'Enterprises', items: [
        ['Outdoor with APs', n.accounts.outdoorHasAPCount], ['Outdoor without APs', n.accounts.outdoorNoAPCount],
        ['Indoor with APs', n.accounts.indoorHasAPCount], ['Indoor without APs', n.accounts.indoorNoAPCount],
      ],
    },
    {
      title: 'APs', items: [
        ['Online (in enterprises)', n.aps.totalMap.onlineCount], ['Offline (in enterprises)', n.aps.totalMap.offlineCount],
        ['Free (online, in no enterprise)', n.aps.freeMap.freeOnline],
      ],
    },
    { title: 'Clients', items: [['Outdoor', n.clients.outdoorCount], ['Indoor', n.clients.indoorCount]] },
    {
      title: 'Devices by type', items: [
        ['AP online', n.devices.apOnlineMap.onlineCount], ['AP offline', n.devices.apOnlineMap.offlineCount],
        ['Router online', n.devices.routerOnlineMap.onlineCount], ['Router offline', n.devices.routerOnlineMap.offlineCount],
        ['Switch online', n.devices.switchOnlineMap.onlineCount], ['Switch offline', n.devices.switchOnlineMap.offlineCount],
      ],
    },
    {
      title: `GWN Manager devices (${managers} ${managers === 1 ? 'manager' : 'managers'})`,
      items: [['AP', n.managers.apCount], ['Router', n.managers.routerCount], ['Switch', n.managers.switchCount]],
    },
  ];
}

/** Each ring is drawn with its slices, and its legend reads exactly the expected numbers. */
export async function expectDashboardShows(page: Page, numbers: DashboardNumbers): Promise<void> {
  const rings = expectedRings(numbers);
  for (const ring of rings) {
    const legend = page.getByRole('list', { name: ring.title, exact: true });
    await expect(legend.getByRole('listitem')).toHaveText(ring.items.map(([label, value]) => `${label}: ${value}`));
  }
  // Each ring is drawn, with one slice per positive count, in the legend's order.
  const charts = page.locator('main svg[data-ring]');
  await expect(charts).toHaveCount(rings.length);
  for (const [i, ring] of rings.entries()) {
    await expect(charts.nth(i)).toBeVisible();
    const drawn = ring.items.filter(([, value]) => value > 0).map(([label]) => label);
    await expect.poll(() => charts.nth(i).locator('[data-slice]').evaluateAll((paths) => paths.map((p) => p.getAttribute('data-slice')))).toEqual(drawn);
  }
}
