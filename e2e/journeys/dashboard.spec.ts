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
