import { expect, test } from '@playwright/test';
import { auth, changeLogs, deviceTypes } from '@gwn/contract';
import { adminUrlOf, callEndpoint, digest } from '../support/api.ts';
import { handOverSession } from '../support/console-session.ts';
import { rootSession } from '../support/root-session.ts';

test('[LOGS] a device type change shows before -> after in the System log; a refused sign-in shows in the Account log by IP', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await rootSession();
  const us = { token: session.token, baseUrl: adminUrlOf(session, 'US') };
  const key = `LOG${Date.now().toString(36).toUpperCase()}`;

  // A device type added, then renamed, in the current region.
  const fields = {
    deviceKinds: 'AP', ssidNumber: 8, state: 1, minimumVersion: '1.0.0', recommendVersion: '1.0.1', portalVersion: '1.0',
  } as const;
  const added = await callEndpoint(deviceTypes.deviceTypeAdd, { deviceType: key, deviceTypeName: `${key} before`, regions: ['US'], ...fields }, us);
  expect(added.body.retCode).toBe(0);
  const edited = await callEndpoint(deviceTypes.deviceTypeEdit, { id: added.body.data.id, deviceTypeName: `${key} after`, ...fields }, us);
  expect(edited.body.retCode).toBe(0);

  await handOverSession(page, session);
  await page.goto('/changeLog');
  const system = page.getByRole('table', { name: 'System' });
  const row = system.getByRole('row').filter({ hasText: 'Device type edited' }).filter({ hasText: key });
  // The first screen of a fresh console on a loaded machine: its chunk, texts and first call.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('root');
  await expect(row.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await row.getByRole('button', { name: /Show all changes of entry/ }).click();
  const changes = page.getByRole('dialog', { name: 'Log entry' }).getByRole('table', { name: 'Changed fields' });
  const nameChange = changes.getByRole('row').filter({ hasText: 'deviceTypeName' });
  await expect(nameChange).toContainText(`${key} before`);
  await expect(nameChange).toContainText(`${key} after`);
  await page.keyboard.press('Escape');

  // A refused sign-in, logged with the address it came from.
  const stranger = `nobody-${key.toLowerCase()}`;
  const refused = await callEndpoint(auth.login, { userName: stranger, userPwd: digest('Wrong-pass-1') });
  expect(refused.body.retCode).not.toBe(0);

  // The address the account service saw (loopback, as IPv4 or IPv6 depending on the machine).
  const logged = await callEndpoint(changeLogs.accountList, { pageSize: 50 }, { token: session.token });
  const ip = logged.body.data.result.find((r) => r.accountName === stranger)?.ip;
  expect(ip, 'the refused sign-in is in the account log').toBeTruthy();

  await page.getByRole('tab', { name: 'Account centre' }).click();
  // The System tab has a search box with the same placeholder: type into the Account tab's.
  await expect(page.getByRole('tab', { name: 'Account centre' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Account centre' })).toBeVisible();
  await page.getByPlaceholder(/Search by IP/).fill(ip!);
  await page.getByPlaceholder(/Search by IP/).press('Enter');
  await expect(page).toHaveURL(/tab=account/);
  // Every entry here is from loopback: wait for the search itself, not only for rows that match it anyway.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(ip!)}(&|$)`));
  const account = page.getByRole('table', { name: 'Account centre' });
  const failure = account.getByRole('row').filter({ hasText: stranger });
  await expect(failure).toContainText('Sign-in refused', { timeout: 20_000 });
  await expect(failure).toContainText(ip!);
  // Another address finds nothing of it.
  await page.getByPlaceholder(/Search by IP/).fill('192.0.2.1');
  await page.getByPlaceholder(/Search by IP/).press('Enter');
  await expect(page).toHaveURL(/[?&]q=192\.0\.2\.1(&|$)/);
  await expect(account.getByRole('row').filter({ hasText: stranger })).toHaveCount(0);
});
