import { randomBytes } from 'node:crypto';
import { apPasswords, enterpriseDevices, enterprises, transfers } from '@gwn/contract';
import { expect, test, type Page } from '@playwright/test';
import { adminUrlOf, callEndpoint, type ApiSession } from '../support/api.ts';
import { chosenOption, setSelectOption } from '../support/antd-select.ts';
import { openSignedIn } from '../support/console-session.ts';
import { allEnterprises, pickEnterprises, searchEnterprises, type EnterpriseRow } from '../support/enterprise-api.ts';
import { operatorFor } from '../support/environment.ts';
import { newestMailTo } from '../support/outbox.ts';
import { confirmPopover } from '../support/popconfirm.ts';
import { switchRegion } from '../support/shell.ts';
import { dataRows } from '../support/table.ts';

/** The enterprise list's search box and its button, found by what the operator reads. */
function searchBox(page: Page) {
  return {
    input: page.getByLabel('Enterprise, contact, account, e-mail or phone'),
    // The button's name includes its icon's label ("search Search").
    button: page.getByRole('button', { name: /(^|\s)Search$/ }),
  };
}

async function searchFor(page: Page, text: string): Promise<void> {
  const box = searchBox(page);
  await box.input.fill(text);
  await box.button.click();
}

/**
 * Signs the journeys' operator in on a route, in World (US): the account remembers the last region
 * chosen, and the transfer journey ends in EU.
 */
async function openInWorld(page: Page, route: string): Promise<ApiSession> {
  const session = await openSignedIn(page, operatorFor('enterprises'), route);
  if (session.region !== 'US') {
    await expect(page.locator('main').first()).toBeVisible();
    await switchRegion(page, 'World');
  }
  return session;
}

/** Opens /enterprise in World and lists the World demo enterprises through the API. */
async function start(page: Page): Promise<{ session: ApiSession; rows: EnterpriseRow[] }> {
  const session = await openInWorld(page, '/enterprise');
  return { session, rows: await allEnterprises(session) };
}

test('[ENTERPRISE] search (disabled while empty), page and size live in the URL: Back, a reload and a fresh visit', async ({ page }) => {
  const { session, rows } = await start(page);
  expect(rows.length, 'the World demo data has more than two pages of 20').toBeGreaterThan(40);
  const box = searchBox(page);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const activePage = pager.locator('[aria-current="page"]');
  await expect(page.getByText('Enter a search to list enterprises.')).toBeVisible();
  await expect(box.button).toBeDisabled();
  await box.input.fill('   ');
  await expect(box.button).toBeDisabled();

  await searchFor(page, '@');
  await expect(dataRows(page)).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20 / page');
  await expect(dataRows(page)).toHaveCount(20);
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  const secondPage = await searchEnterprises(session, '@', { pageNum: 2, pageSize: 20 });
  await expect(dataRows(page).first()).toContainText(secondPage.result[0].email);

  // Back returns to the page before, Forward to page 2 again.
  await page.goBack();
  await expect(activePage).toHaveText('1');
  await expect(dataRows(page).first()).toContainText(rows[0].email);
  await page.goForward();
  await expect(activePage).toHaveText('2');

  // A reload shows the same page of the same search.
  await page.reload();
  await expect(box.input).toHaveValue('@');
  await expect(activePage).toHaveText('2');
  await expect(dataRows(page)).toHaveCount(20);
  await expect(dataRows(page).first()).toContainText(secondPage.result[0].email);

  // The size is also remembered locally: a fresh visit (nothing in the URL) searches 20 a page from page 1.
  await page.goto('/enterprise');
  await expect(box.button).toBeDisabled();
  await searchFor(page, '@');
  await expect(dataRows(page)).toHaveCount(20);
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  await expect(dataRows(page).first()).toContainText(rows[0].email);
});

test('[ENTERPRISE] the two-factor filter lists only enterprises pending activation, counted as the service counts them, and survives a reload', async ({ page }) => {
  const { session, rows } = await start(page);
  const pending = rows.filter((r) => r.googleAuth === 2);
  expect(pending.length, 'the World demo data has enterprises whose two-factor is pending').toBeGreaterThan(0);
  await searchFor(page, '@');
  await setSelectOption(page, page.getByRole('combobox', { name: 'Two-factor', exact: true }), 'Pending activation');
  await expect(page).toHaveURL(/googleAuth=2/);
  await expect(dataRows(page)).toHaveCount(Math.min(pending.length, 10));
  for (const text of await dataRows(page).allInnerTexts()) expect(text).toContain('Pending activation');
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/^Total /)).toHaveText(`Total ${pending.length}`);
  await expect(dataRows(page).getByRole('button', { name: 'Remove MFA' }).first()).toBeDisabled();

  await page.reload();
  await expect(dataRows(page)).toHaveCount(Math.min(pending.length, 10));
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/^Total /)).toHaveText(`Total ${pending.length}`);
  expect((await searchEnterprises(session, '@', { pageSize: 10 })).total, 'the filter is the screen\'s, not the data\'s').toBe(rows.length);
});

test('[ENTERPRISE] a row opens the enterprise\'s APs under a crumb with its name', async ({ page }) => {
  const { session, rows } = await start(page);
  const { withAps } = pickEnterprises(rows);
  await searchFor(page, withAps.email);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).getByText(withAps.enterpriseName, { exact: true }).click();

  await expect(page).toHaveURL(/\/enterprise\/ap\?name=/);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(withAps.username);
  // The device list is a GET call (contract enterpriseDevices.apList).
  const aps = (await callEndpoint(enterpriseDevices.apList, { enterpriseId: withAps.enterpriseId, email: withAps.email, pageNum: 1, pageSize: 10 }, session, 'US')).body;
  const [online, total] = withAps.totalAP.split('/').map(Number);
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Total APs')).toHaveText(`Total APs${total}`);
  await expect(card('Online')).toHaveText(`Online${online}`);
  await expect(dataRows(page)).toHaveCount(Math.min(total, 10));
  expect(aps.retCode).toBe(0);
  await expect(dataRows(page).first()).toContainText(aps.data.result[0].mac);
});

test('[ENTERPRISE] the screen\'s own region: EU is searched without leaving World, kept across a reload, and an EU enterprise opens its devices', async ({ page }) => {
  const { session } = await start(page);
  // gmx.de is a mail domain of EU's demo data only (server/src/region/demo/region-profiles.ts).
  const term = 'gmx.de';
  expect((await searchEnterprises(session, term)).total, 'World has no enterprise matching gmx.de').toBe(0);
  const eu = await searchEnterprises(session, term, { region: 'EU', pageSize: 10 });
  const withAps = eu.result.find((r) => !r.totalAP.endsWith('/0'));
  if (!withAps) throw new Error('the first EU page of gmx.de has no enterprise with APs');

  const region = page.getByRole('combobox', { name: 'Region', exact: true });
  const shown = chosenOption(region);
  await expect(shown).toHaveText('World');
  await setSelectOption(page, region, 'EU');
  await expect(page).toHaveURL(/\/enterprise\?region=EU$/);
  await page.reload();
  await expect(shown).toHaveText('EU');

  await searchFor(page, term);
  await expect(dataRows(page)).toHaveCount(eu.result.length);
  await expect(dataRows(page).first()).toContainText(eu.result[0].email);
  // The header still works in World.
  await expect(page.getByRole('button', { name: 'Region', exact: true })).toContainText('World');

  await dataRows(page).filter({ hasText: withAps.email }).getByText(withAps.enterpriseName, { exact: true }).click();
  await expect(page).toHaveURL(/\/enterprise\/ap\?name=/);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(withAps.username);
  const aps = (await callEndpoint(enterpriseDevices.apList, { enterpriseId: withAps.enterpriseId, email: withAps.email, pageNum: 1, pageSize: 10 }, session, 'EU')).body;
  expect(aps.retCode).toBe(0);
  const [online, total] = withAps.totalAP.split('/').map(Number);
  const card = (title: string) => page.getByRole('region', { name: title });
  await expect(card('Total APs')).toHaveText(`Total APs${total}`);
  await expect(card('Online')).toHaveText(`Online${online}`);
  await expect(dataRows(page)).toHaveCount(Math.min(total, 10));
  await expect(dataRows(page).first()).toContainText(aps.data.result[0].mac);
});

test('[ENTERPRISE] a switch the service refuses flips back and shows why (statistics cache already on: 15013)', async ({ page }) => {
  const { session, rows } = await start(page);
  const { cacheOff } = pickEnterprises(rows);
  await searchFor(page, cacheOff.email);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).getByRole('button', { name: 'Privileges' }).click();
  const dialog = page.getByRole('dialog', { name: `Privileges of ${cacheOff.enterpriseName}` });
  const cache = dialog.getByRole('switch', { name: 'Statistics cache (cannot be closed once on)' });
  await expect(cache).not.toBeChecked();
  await expect(cache).toBeEnabled();

  // Another operator turns the cache on while this dialog still shows it off.
  const opened = await callEndpoint(enterprises.openCache, { enterpriseId: cacheOff.enterpriseId }, { token: session.token, baseUrl: adminUrlOf(session, 'US') });
  expect(opened.body.retCode).toBe(0);

  // Irreversible: the console asks first.
  await cache.click();
  const question = page.getByRole('dialog').filter({ hasText: 'It cannot be turned off again.' });
  await question.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Statistics cache opened, cannot be closed')).toBeVisible();
  await expect(cache).not.toBeChecked();
});

test('[ENTERPRISE] transfer to EU: the started message, then the job runs to done and the enterprise is in EU', async ({ page }) => {
  test.setTimeout(120_000);
  const { session, rows } = await start(page);
  const { toTransfer } = pickEnterprises(rows);
  await searchFor(page, toTransfer.email);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer enterprise' });
  await expect(dialog).toContainText(toTransfer.enterpriseName);
  // No region is preselected; the transfer is checked once one is chosen, and starts only after the check's result.
  await expect(dialog.getByRole('button', { name: 'Check' })).toBeDisabled();
  await setSelectOption(page, dialog.getByRole('combobox', { name: 'Target region' }), 'EU');
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByTestId('transfer-review')).toContainText(`Move ${toTransfer.enterpriseName}, with`);
  await expect(dialog.getByTestId('transfer-review')).toContainText('from World to EU?');
  await dialog.getByRole('button', { name: 'Start transfer' }).click();
  await expect(page.getByText('The transfer has started. It takes about 10 minutes; please wait.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The job's state, as the status call reports it, until it is done.
  const status = async () => (await callEndpoint(transfers.status,
    { enterpriseId: toTransfer.enterpriseId }, { token: session.token, baseUrl: adminUrlOf(session, 'US') })).body.data;
  await expect.poll(async () => (await status())?.status, { timeout: 90_000, intervals: [500, 1000, 2000] }).toBe('done');
  expect((await searchEnterprises(session, toTransfer.email)).total).toBe(0);

  await switchRegion(page, 'EU');
  await searchFor(page, toTransfer.email);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText(toTransfer.enterpriseName);
});

test('[ENTERPRISE] remove two-factor: the e-mailed link opens a page that asks, and its confirmation turns it off, once', async ({ page, browser }) => {
  const { session, rows } = await start(page);
  const { withMfa } = pickEnterprises(rows);
  await searchFor(page, withMfa.email);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText(/Enabled \((virtual|hardware)\)/);
  await dataRows(page).getByRole('button', { name: 'Remove MFA' }).click();
  await expect(page.getByText(`Send ${withMfa.email} an e-mail with a link that removes two-factor authentication?`)).toBeVisible();
  await confirmPopover(page, dataRows(page).getByRole('button', { name: 'Remove MFA' }),
    () => expect(page.getByText(`An e-mail with the removal link was sent to ${withMfa.email}`)).toBeVisible({ timeout: 2_000 }));

  // The region wrote the message to its outbox (no SMTP_URL in the e2e run).
  let mail: string | undefined;
  await expect.poll(() => (mail = newestMailTo('us', withMfa.email)), { timeout: 10_000 }).toBeDefined();
  const link = /https?:\/\/\S+?\/admin\/enterprise\/confirm_reset_mfa\?token=[\w-]+/.exec(mail ?? '')?.[0];
  expect(link, 'the e-mail carries the removal link').toBeDefined();

  // The contact follows it in their own browser: the page names the enterprise and asks first (a mail
  // gateway fetching the link removes nothing); the confirmation is a plain form, working under the CSP.
  const contact = await browser.newPage();
  await contact.goto(link ?? '');
  await expect(contact.getByRole('heading', { name: 'Remove two-factor authentication' })).toBeVisible();
  await expect(contact.getByText(withMfa.enterpriseName)).toBeVisible();
  expect((await searchEnterprises(session, withMfa.email)).result[0]?.googleAuth).toBe(1);
  await contact.getByRole('link', { name: '中文' }).click();
  await expect(contact.getByRole('heading', { name: '移除双因素认证' })).toBeVisible();
  await contact.getByRole('button', { name: '移除双因素认证' }).click();
  await expect(contact.getByText('双因素认证已移除。')).toBeVisible();
  await contact.goto(link ?? '');
  await expect(contact.getByText('The link has expired or was already used.')).toBeVisible();
  await contact.close();

  expect((await searchEnterprises(session, withMfa.email)).result[0]?.googleAuth).toBe(0);
  // The list on screen was fetched before; a reload asks the region afresh (the search is in the URL).
  await page.reload();
  await expect(searchBox(page).input).toHaveValue(withMfa.email);
  await expect(dataRows(page)).toContainText('Disabled');
  await expect(dataRows(page).getByRole('button', { name: 'Remove MFA' })).toBeDisabled();
});

test('[ENTERPRISE] importing an AP password CSV with bad MACs lists them in the import error', async ({ page }) => {
  const session = await openInWorld(page, '/apPassword');
  const good = randomBytes(6).toString('hex').toUpperCase();
  const bad = ['ZZ:11:22:33:44:55', '12345'];
  const csv = ['mac,ssidPassword,model,comment,lockType', `${good},Pw-12345,GWN7660,e2e good row,0`,
    ...bad.map((mac) => `${mac},Pw-12345,GWN7660,e2e bad row,0`)].join('\r\n');

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import AP passwords' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'ap-passwords.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const error = page.getByRole('dialog').filter({ hasText: 'Import error: these MACs were not imported' });
  await expect(error).toBeVisible();
  for (const mac of bad) await expect(error.getByText(mac, { exact: true })).toBeVisible();

  // The good row was imported.
  const list = await callEndpoint(apPasswords.list, { search: good, pageNum: 1, pageSize: 10 },
    { token: session.token, baseUrl: adminUrlOf(session, 'US') });
  expect(list.body.data.total).toBe(1);
});
