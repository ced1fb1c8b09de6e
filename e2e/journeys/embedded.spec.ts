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
