import { expect, test } from '@playwright/test';
import { adminUrlOf } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { dashboardNumbers } from '../support/dashboard-numbers.ts';
import { expectDashboardShows } from '../support/dashboard-page.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';

test('[DASHBOARD] the five rings show the numbers the region reports', async ({ page }) => {
  const session = await openSignedIn(page, operatorFor('dashboard'), '/dashboard');
  const numbers = await dashboardNumbers(session, session.adminUrl);
  expect(numbers.accounts.totalCount, 'the demo data set has enterprises').toBeGreaterThan(0);
  await expectDashboardShows(page, numbers);

  // A slice names itself, its count and its share on hover, and opens the list of what it counts. The first slice
  // starts at twelve o'clock: point just right of the top of the band (the ring fills the 240 px high chart).
  const apsTotal = numbers.aps.totalMap.onlineCount + numbers.aps.totalMap.offlineCount + numbers.aps.freeMap.freeOnline;
  expect(numbers.aps.totalMap.onlineCount, 'the demo data set has APs online').toBeGreaterThan(0);
  const ring = page.locator('.panel').filter({ has: page.getByRole('list', { name: 'APs', exact: true }) })
    .getByRole('img', { name: `Total: ${apsTotal}` });
  const box = await ring.boundingBox();
  if (!box) throw new Error('the APs ring is not laid out');
  const topOfBand = { x: box.width / 2 + 3, y: box.height * (28 / 200) };
  await ring.hover({ position: topOfBand });
  await expect(page.getByRole('tooltip')).toContainText(`Online (in enterprises): ${numbers.aps.totalMap.onlineCount} (`);
  await ring.click({ position: topOfBand });
  await expect(page).toHaveURL(/\/ap\?state=online$/);
});

test('[REGION] switching from World to EU changes the dashboard numbers', async ({ page }) => {
  const session = await openSignedIn(page, operatorFor('region'), '/dashboard');
  expect(session.region).toBe('US');
  const world = await dashboardNumbers(session, adminUrlOf(session, 'US'));
  const eu = await dashboardNumbers(session, adminUrlOf(session, 'EU'));
  expect(eu, 'the demo data differs per region').not.toEqual(world);
  await expect(page.getByRole('button', { name: 'Region' })).toContainText('World');
  await expectDashboardShows(page, world);

  await switchRegion(page, 'EU');
  // A loading overlay covers the switch, the new region's data loading under it, and closes 2 s after it (spec 1 §9).
  await expect(page.getByText('Switching region…')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Region' })).toContainText('EU');
  await expectDashboardShows(page, eu);

  // The choice is the session's region now: a reload stays in EU.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Region' })).toContainText('EU');
  await expectDashboardShows(page, eu);
});
