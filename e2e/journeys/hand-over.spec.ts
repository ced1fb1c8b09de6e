import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { dashboardNumbers } from '../support/dashboard-numbers.ts';
import { expectDashboardShows } from '../support/dashboard-page.ts';
import { operatorFor } from '../support/environment.ts';
import { expectOnSignInPage } from '../support/shell.ts';

/** The header's user button shows the signed-in operator's name. */
const userButton = (page: Page) => page.getByRole('button', { name: /^(Account|账号)$/ });

/** The console's stored credential (spec 1 §9 local storage). */
const storedCredential = (page: Page) => page.evaluate(() => localStorage.getItem('authorization'));

test('[HANDOVER] a fresh browser opened with ?token=&name= gets a working shell with its regions, and Back shows no token', async ({ page }) => {
  const handed = await signInByApi(operatorFor('handOver').account, operatorFor('handOver').password);
  // Something before the link, so Back has somewhere to go.
  await page.goto('/model/compare');
  await page.goto(`/dashboard?token=${encodeURIComponent(handed.token)}&name=${encodeURIComponent('Not the real name')}`);

  await expect(page).toHaveURL(/\/dashboard$/);
  // The name is the one the account service vouches for, not the one in the address.
  await expect(userButton(page)).toContainText(handed.name);
  expect(await storedCredential(page)).toBe(handed.token);
  // Every region card is answered (no "session has ended"), and the region list is there.
  await expectDashboardShows(page, await dashboardNumbers(handed, handed.adminUrl));
  await page.getByRole('button', { name: 'Region' }).click();
  await expect(page.getByRole('menuitem', { name: 'EU', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back leaves for the page before the link: no history entry holds the token.
  await page.goBack();
  await expect(page).toHaveURL(/\/model\/compare$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('token');
});

test('[HANDOVER] with another operator signed in it asks which to keep: keeping changes nothing, switching signs in as the link\'s', async ({ page }) => {
  const first = await openSignedIn(page, operatorFor('handOverOther'), '/welcome');
  await expect(userButton(page)).toContainText(first.name);
  const handed = await signInByApi(operatorFor('handOver').account, operatorFor('handOver').password);

  const link = `/dashboard?token=${encodeURIComponent(handed.token)}&name=x`;
  await page.goto(link);
  await expect(page).toHaveURL(/\/hand-over$/);
  await expect(page.getByText(`You are signed in as ${first.name}. The link you opened signs in as ${handed.name}.`)).toBeVisible();
  expect(await storedCredential(page)).toBe(first.token);
  await page.getByRole('button', { name: `Stay signed in as ${first.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userButton(page)).toContainText(first.name);
  expect(await storedCredential(page)).toBe(first.token);

  await page.goto(link);
  await page.getByRole('button', { name: `Sign in as ${handed.name}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userButton(page)).toContainText(handed.name);
  expect(await storedCredential(page)).toBe(handed.token);
  await page.goBack();
  expect(page.url()).not.toContain('token');
});

test('[HANDOVER] an invalid or expired credential goes to sign-in with a message', async ({ page }) => {
  await page.goto('/dashboard?token=not-a-live-credential-0123456789&name=Someone');
  await expectOnSignInPage(page);
  await expect(page.getByRole('alert')).toHaveText('The sign-in handed over by the link is not valid: it has expired or was ended. Please sign in.');
  expect(await storedCredential(page)).toBeNull();
  expect(page.url()).not.toContain('not-a-live-credential');
});
