import { expect, test, type Page } from '@playwright/test';
import { speedServers } from '@gwn/contract';
import { callEndpoint, type ApiSession } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';
import { dataRows } from '../support/table.ts';

// Issue 26, "Tables and layout at 1440 × 900": what only a browser's layout shows.
test.slow();
test.use({ viewport: { width: 1440, height: 900 } });

/** Signs the journey's operator in on a route, in World (US), where the demo data is known. */
async function openInWorld(page: Page, route: string): Promise<ApiSession> {
  const session = await openSignedIn(page, operatorFor('layout'), route);
  if (session.region !== 'US') {
    await expect(page.getByRole('main')).toBeVisible();
    await switchRegion(page, 'World');
  }
  return session;
}

/** How far the list's table would scroll sideways: 0 when every shown column is in view (the scroll box has no role). */
const sidewaysOverflow = (page: Page) => page.locator('.data-table-scroll').first()
  .evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth);

/** The list shows its rows (or its empty text), its column chooser and its actions pinned right, with nothing to scroll sideways. */
async function expectListFits(page: Page): Promise<void> {
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 }); // a data row, or the empty list's one
  // Pinned is only in the header cell's class (position: sticky).
  await expect(page.getByRole('columnheader').filter({ hasText: /^Actions$/ })).toHaveClass(/data-table-fix-right/);
  await expect(page.getByRole('button', { name: /Columns/ })).toBeVisible();
  // Polled: the table settles its column widths a moment after its rows arrive (once failed on a loaded machine).
  await expect.poll(() => sidewaysOverflow(page), { message: 'columns out of view at 1440 px' }).toBeLessThanOrEqual(1);
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), { message: 'the page scrolls sideways' })
    .toBeLessThanOrEqual(0);
}

test('[LAYOUT] the enterprise, user, API-limit and speed-test lists fit 1440 × 900 with their actions pinned and the chooser kept', async ({ page }) => {
  const session = await openInWorld(page, '/enterprise');
  await page.getByLabel('Enterprise, contact, account, e-mail or phone').fill('@');
  await page.getByRole('button', { name: /(^|\s)Search$/ }).click();
  await expectListFits(page);
  for (const title of ['Enterprise', 'E-mail / account', 'MFA', 'Created', 'Outdoor']) {
    await expect(page.getByRole('columnheader').filter({ hasText: title }).first()).toBeInViewport();
  }
  // A column left out by default is one tick away, and the list still fits once it is back... or scrolls inside its area.
  await page.getByRole('button', { name: /Columns/ }).click();
  await expect(page.getByRole('group', { name: 'Columns' }).getByLabel('Activation')).not.toBeChecked();
  await page.keyboard.press('Escape');

  await page.goto('/users/list');
  await expectListFits(page);
  await expect(page.getByRole('columnheader').filter({ hasText: /^Last active time$/ })).toBeInViewport();

  await page.goto('/parameters/apiList');
  await expectListFits(page);

  // A speed-test server with addresses of a usual length, so the list has a row to measure.
  const stamp = Date.now().toString(36);
  const added = await callEndpoint(speedServers.add, {
    name: `Layout ${stamp}`, serviceProvider: 'Example Broadband Networks', uploadUrl: `https://speedtest-${stamp}.example.net/upload`,
    pingUrl: `https://speedtest-${stamp}.example.net/ping`, downloadUrl: `https://speedtest-${stamp}.example.net/download`,
    publicIp: '203.0.113.26', uploadDuration: 15, downloadDuration: 15, secret: 'layout-secret', regions: ['US'],
  }, session, 'US');
  expect(added.body.retCode, added.body.msg).toBe(0);
  await page.goto('/speed');
  await expect(page.getByRole('cell', { name: `Layout ${stamp}` }).first()).toBeVisible({ timeout: 30_000 });
  // Measured once every region has said whether it holds the server (edit waits for that).
  await expect(page.getByRole('button', { name: `Edit Layout ${stamp}` })).toBeEnabled({ timeout: 30_000 });
  await expectListFits(page);
  // Titled, with Add on the right as on every other list.
  const title = page.getByRole('heading', { name: 'Speed-test Server Address', level: 4 });
  const add = page.getByRole('button', { name: /^(plus )?Add$/ });
  const [titleBox, addBox] = [await title.boundingBox(), await add.boundingBox()];
  expect(addBox!.x).toBeGreaterThan(titleBox!.x + titleBox!.width);
  expect(addBox!.x + addBox!.width).toBeGreaterThan(1440 - 100);
});

test('[LAYOUT] one main landmark, whole side-menu labels, a menu that stays put and screens that open at their top', async ({ page }) => {
  await openInWorld(page, '/enterprise?q=%40&size=50');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(dataRows(page)).toHaveCount(50, { timeout: 30_000 });

  // Every group unfolded: no label is cut ("Device Password Man…", "API Interface Restri…").
  const sideBar = page.getByRole('complementary', { name: 'Main menu' });
  const menu = sideBar.getByRole('menu').first();
  for (const group of ['File', 'System Manage', 'User Manage']) {
    const title = menu.getByRole('menuitem').filter({ hasText: new RegExp(`^${group}$`) });
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  }
  await expect(menu.getByText('API Interface Restrictions', { exact: true })).toBeVisible();
  // The label's own box is measured, which only antd's class names.
  const cut = await menu.locator('.ant-menu-title-content').evaluateAll((labels) => labels
    .filter((l) => l.scrollWidth > l.clientWidth + 1 || l.getBoundingClientRect().right > l.closest('aside')!.getBoundingClientRect().right)
    .map((l) => l.textContent));
  expect(cut).toEqual([]);
  for (const label of ['Device Password Manage', 'Speed-test Server Address', 'API Interface Restrictions']) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }

  // Scrolled down a long list, the menu is still in view; the next screen opens at its top. The wheel turns over the
  // list: over the unfolded menu, which scrolls on its own, it would scroll the menu first and the page by what is left.
  await page.getByRole('main').hover();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const sider = await sideBar.boundingBox();
  expect(sider!.y).toBe(0);
  await menu.getByRole('link', { name: 'Change Log', exact: true }).click();
  await expect(page).toHaveURL(/\/changeLog/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('[LAYOUT] / loads without React Router warnings', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type()) && /route|router/i.test(message.text())) warnings.push(message.text());
  });
  await openInWorld(page, '/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('[LAYOUT] /model/compare shows its whole title on a 375 px phone, in both languages', async ({ browser }) => {
  for (const [locale, title] of [['en-US', 'GWN Cloud — device model comparison'], ['zh-CN', 'GWN Cloud — 设备型号对比']]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale });
    const page = await context.newPage();
    await page.goto('/model/compare');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    const fits = await heading.evaluate((h) => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= window.innerWidth);
    expect(fits, `${locale} title cut`).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  }
});
