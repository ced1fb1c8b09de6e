import { expect, test, type Page } from '@playwright/test';
import { apDevices, enterprises, type RequestOf, type ResponseOf } from '@gwn/contract';
import { chosenOption } from '../support/antd-select.ts';
import { adminUrlOf, callEndpoint, type ApiSession } from '../support/api.ts';
import { openSignedIn } from '../support/console-session.ts';
import { allEnterprises } from '../support/enterprise-api.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';
import { dataRows } from '../support/table.ts';

// Each journey signs in and reads a demo region of thousands of rows: give it room on a busy machine.
test.slow();

/** Signs the journey's operator in on a route, in World (US), where the demo data is known. */
async function openInWorld(page: Page, route: string): Promise<ApiSession> {
  const session = await openSignedIn(page, operatorFor('tables'), route);
  if (session.region !== 'US') {
    await expect(page.locator('main').first()).toBeVisible();
    await switchRegion(page, 'World');
  }
  return session;
}

type ListReply = ResponseOf<typeof enterprises.list>;

/** One page of the World enterprise list as the console asks for it, with a sort. */
async function listPage(session: ApiSession, body: Record<string, unknown>): Promise<ListReply> {
  const reply = await callEndpoint(enterprises.list, { pageNum: 1, pageSize: 10, ...body } as RequestOf<typeof enterprises.list>, { token: session.token, baseUrl: adminUrlOf(session, 'US') });
  expect(reply.body.retCode, reply.body.msg).toBe(0);
  return reply.body.data;
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Enterprise, contact, account, e-mail or phone').fill(text);
  await page.getByRole('button', { name: /(^|\s)Search$/ }).click();
}

test('[TABLES] the enterprise list sorts by created time both ways in the URL, shows its total and marks frozen enterprises', async ({ page }) => {
  const session = await openInWorld(page, '/enterprise');
  await expect(page.getByRole('heading', { name: 'Enterprise', level: 4 })).toBeVisible();
  await searchFor(page, '@');
  const unsorted = await listPage(session, { search: '@' });
  const total = `${unsorted.totalEstimated ? 'About' : 'Total'} ${unsorted.total.toLocaleString('en-US')}`;
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(new RegExp(`^${total}$`))).toBeVisible();
  await expect(dataRows(page)).toHaveCount(10);

  const created = page.getByRole('columnheader').filter({ hasText: /^Created$/ });
  const oldest = await listPage(session, { search: '@', sortField: 'createTime', sortOrder: 'asc' });
  await created.click();
  await expect(page).toHaveURL(/sort=createTime&order=ascend/);
  await expect(dataRows(page).first()).toContainText(oldest.result[0].email);
  await expect(dataRows(page).nth(9)).toContainText(oldest.result[9].email);

  const newest = await listPage(session, { search: '@', sortField: 'createTime', sortOrder: 'desc' });
  await created.click();
  await expect(page).toHaveURL(/sort=createTime&order=descend/);
  await expect(dataRows(page).first()).toContainText(newest.result[0].email);
  // A reload keeps the sort.
  await page.reload();
  await expect(dataRows(page).first()).toContainText(newest.result[0].email, { timeout: 30_000 });
  expect(newest.result[0].id).not.toBe(oldest.result[0].id);

  // A frozen enterprise carries a tag beside its name.
  const frozen = (await allEnterprises(session)).find((r) => r.state === 0 && r.isDelete === 0);
  expect(frozen, 'the World demo data has a frozen enterprise').toBeDefined();
  await searchFor(page, frozen!.email);
  const row = dataRows(page).filter({ hasText: frozen!.email });
  await expect(row.getByText('Frozen', { exact: true }).first()).toBeVisible();
});

test('[TABLES] a search that is not a MAC says how to type one, at the console and from the service', async ({ page }) => {
  const session = await openInWorld(page, '/ap');
  const box = page.getByLabel('Search by MAC');
  await box.fill('00:0g');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Type a full MAC like 00:0B:82:12:34:56 or part of one');
  await expect(page.getByRole('button', { name: /(^|\s)Search$/ })).toBeDisabled();
  await expect(page.getByText('Invalid parameters')).toHaveCount(0);

  const refused = await callEndpoint(apDevices.manageList, { search: '00:0g', pageNum: 1, pageSize: 10 }, { token: session.token, baseUrl: adminUrlOf(session, 'US') });
  expect(refused.body.retCode).toBe(15065);
  expect(refused.body.msg).toContain('00:0B:82:12:34:56');

  // A real MAC fragment searches, and each AP says whether it is online in words.
  await box.fill('c0-74-ad');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(dataRows(page).first()).toContainText(/Online|Offline/);
});

test('[TABLES] a slice of the enterprise ring opens the enterprise list filtered the same way', async ({ page }) => {
  await openInWorld(page, '/dashboard');
  await page.getByRole('link', { name: 'Outdoor with APs' }).click();
  await expect(page).toHaveURL(/\/enterprise\?outdoor=1$/);
  await expect(chosenOption(page.getByRole('combobox', { name: 'Outdoor', exact: true }))).toHaveText('Outdoor on');
  await searchFor(page, '@');
  await expect(dataRows(page).first()).toBeVisible();
  // Every listed enterprise has the outdoor privilege on.
  await expect(dataRows(page).getByRole('switch', { checked: false })).toHaveCount(0);
});

test('[TABLES] a slice of the APs ring opens the AP list of the APs it counts', async ({ page }) => {
  await openInWorld(page, '/dashboard');
  await page.getByRole('list', { name: 'APs' }).getByRole('link', { name: 'Offline (in enterprises)' }).click();
  await expect(page).toHaveURL(/\/ap\?state=offline$/);
  // No search needed: the state lists the APs, and every one of them is offline.
  await expect(dataRows(page).first()).toBeVisible();
  await expect(dataRows(page).filter({ hasText: 'Online' })).toHaveCount(0);
  await expect(dataRows(page).first()).toContainText('Offline');
});
