import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';

test('[EMBEDDED] inside a micro-app host under /gwn/ the header is hidden and region changes reach the host', async ({ page }) => {
  // What a micro-app host provides: the environment flag and a dispatch channel we can read back.
  await page.addInitScript(() => {
    const w = window as unknown as { __MICRO_APP_ENVIRONMENT__: boolean; microApp: unknown; hostMessages: unknown[] };
    w.__MICRO_APP_ENVIRONMENT__ = true;
    w.hostMessages = [];
    w.microApp = { dispatch: (data: unknown) => w.hostMessages.push(data) };
  });
  await openSignedIn(page, operatorFor('embedded'), '/gwn/welcome');
  await expect(page).toHaveURL(/\/gwn\/welcome$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  // The host draws the header: no user menu and no language switch of our own.
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /English/ })).toHaveCount(0);

  await switchRegion(page, 'EU');
  await expect.poll(() => page.evaluate(() => (window as unknown as { hostMessages: unknown[] }).hostMessages))
    .toContainEqual({ type: 'regionChange', region: 'EU' });
});

test('[EMBEDDED] the embed-demo parent page shows the console as a parent application runs it', async ({ page }) => {
  // Nothing injected by hand: the demo host (served in development and demo mode) sets micro-app's globals itself.
  await openSignedIn(page, operatorFor('embedded'), '/embed-demo');
  await expect(page).toHaveURL(/\/embed-demo\/gwn\/welcome$/);
  const host = page.getByRole('banner', { name: 'Parent application' });
  await expect(host).toContainText('/embed-demo/gwn/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);

  // A route of the console, reloaded, comes back inside the host.
  await page.goto('/embed-demo/gwn/dashboard');
  await expect(page.getByRole('banner', { name: 'Parent application' })).toBeVisible();
  await expect(page).toHaveURL(/\/embed-demo\/gwn\/dashboard$/);

  // Whichever region the session started in (the operator's last), ending in World (US) means one real switch reached the host.
  await switchRegion(page, 'EU');
  await expect(page.getByRole('button', { name: 'Region' })).toContainText('EU');
  await switchRegion(page, 'World');
  await expect(page.locator('#host-region')).toHaveText('US');
  await expect(page.getByRole('region', { name: 'Messages from the console' })).toContainText('"type":"regionChange","region":"US"');
});
