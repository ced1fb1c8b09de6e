import { expect, test, type Locator, type Page } from '@playwright/test';
import { apDevices, enterprises as enterpriseCalls } from '@gwn/contract';
import { callEndpoint } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { chooseFromUserMenu, expectOnSignInPage } from '../support/shell.ts';
import { dataRows } from '../support/table.ts';

/** Opens the palette with the keyboard shortcut; the search box has the focus. */
async function openPalette(page: Page): Promise<Locator> {
  await expect(page.getByRole('button', { name: /Ctrl K/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Go to a screen, or find an enterprise or a MAC' });
  await expect(box).toBeFocused();
  return box;
}

/** The computed background of an element, as "rgb(r, g, b)". */
const backgroundOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** True for a dark colour (every channel under 64): antd's dark backgrounds are #000 and #141414. */
function isDark(rgb: string): boolean {
  const channels = rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return channels.length === 3 && channels.every((c) => c < 64);
}

const header = (page: Page) => page.getByRole('banner');

// Each journey opens several screens (lazy chunks) and reloads: on a busy shared machine that outlasts 30 s.
test.describe.configure({ timeout: 90_000 });

test('[PALETTE] Ctrl-K jumps to a screen by name, and finds an AP by part of its MAC and an enterprise by e-mail in the current region', async ({ page }) => {
  const session = await openSignedIn(page, operatorFor('palette'), '/welcome');
  const call = { baseUrl: session.adminUrl, token: session.token };
  const aps = await callEndpoint(apDevices.manageList, { search: '0', pageNum: 1, pageSize: 1 }, call);
  const mac = aps.body.data.result[0]?.mac;
  expect(mac, 'the demo data of the region has an AP').toBeTruthy();

  let box = await openPalette(page);
  await box.fill('firmw');
  await expect(page.getByRole('option', { name: /Firmware Manage/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/firmware$/);
  await expect(box).toBeHidden();

  // The last three bytes of the MAC, as an operator reads them off a label.
  const part = mac!.slice(-8);
  box = await openPalette(page);
  await box.fill(part.toLowerCase());
  const apGroup = page.getByRole('group', { name: 'APs in this region' });
  await expect(apGroup.getByRole('option', { name: new RegExp(mac!) })).toBeVisible();
  await apGroup.getByRole('option', { name: new RegExp(mac!) }).click();
  await expect(page).toHaveURL(new RegExp(`/ap\\?q=${encodeURIComponent(mac!)}$`));
  await expect(dataRows(page).first()).toContainText(mac!);

  const enterprises = await callEndpoint(enterpriseCalls.list, { search: '@', pageNum: 1, pageSize: 1 }, call);
  const enterprise = enterprises.body.data.result[0];
  expect(enterprise, 'the demo data of the region has an enterprise').toBeTruthy();
  box = await openPalette(page);
  await box.fill(enterprise!.email);
  const found = page.getByRole('group', { name: 'Enterprises in this region' }).getByRole('option').first();
  await expect(found).toContainText(enterprise!.email);
  await found.click();
  await expect(page).toHaveURL(/\/enterprise\/ap\?name=/);
});

test('[PALETTE] the dark theme chosen in the header survives a reload and a sign-out, and the splash starts dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openSignedIn(page, operatorFor('palette'), '/welcome');
  await expect(header(page)).toBeVisible();
  expect(isDark(await backgroundOf(header(page)))).toBe(false);

  await page.getByRole('button', { name: 'Theme: Follow system' }).click();
  await page.getByRole('menuitem', { name: /Dark/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => isDark(await backgroundOf(header(page)))).toBe(true);
  // The page's own background, which has no role: antd's outermost layout box.
  expect(isDark(await backgroundOf(page.locator('.ant-layout').first()))).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(isDark(await backgroundOf(header(page)))).toBe(true);

  // The first paint, before the console's script runs: its scripts are held back, the splash stays.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('.splash')).toBeVisible();
  expect(isDark(await backgroundOf(page.locator('.splash')))).toBe(true);
  await page.unroute('**/assets/*.js');

  await page.reload();
  await chooseFromUserMenu(page, 'Log out');
  await expectOnSignInPage(page);
  await expect(page.locator('.sign-in__card')).toBeVisible();
  expect(isDark(await backgroundOf(page.locator('.sign-in__card')))).toBe(true);
});

test('[PALETTE] with no choice stored the console follows the system colour scheme, also when it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, operatorFor('palette'), '/welcome');
  await expect(page.getByRole('button', { name: 'Theme: Follow system' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(isDark(await backgroundOf(header(page)))).toBe(true);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(async () => isDark(await backgroundOf(header(page)))).toBe(false);
});
