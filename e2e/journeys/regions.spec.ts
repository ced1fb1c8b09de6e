import { expect, test, type Locator, type Page } from '@playwright/test';
import { speedServers, type ResponseOf } from '@gwn/contract';
import { adminUrlOf, callEndpoint, type ApiSession } from '../support/api.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';
import { dataRows } from '../support/table.ts';

type Region = 'US' | 'EU' | 'CN';
const REGIONS: Region[] = ['US', 'EU', 'CN'];
type SpeedServerRow = ResponseOf<typeof speedServers.list>['result'][number];

/** Every region's servers whose name contains `search`, each as its own service lists them. */
async function listedEverywhere(session: ApiSession, search: string): Promise<Record<Region, SpeedServerRow[]>> {
  const lists = await Promise.all(REGIONS.map(async (region) => {
    const reply = await callEndpoint(speedServers.list, { search, pageNum: 1, pageSize: 50 },
      { token: session.token, baseUrl: adminUrlOf(session, region) });
    expect(reply.body.retCode, `list in ${region}`).toBe(0);
    return [region, reply.body.data.result] as const;
  }));
  return Object.fromEntries(lists) as Record<Region, SpeedServerRow[]>;
}

const rowOf = (page: Page, name: string) => dataRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
/** The region tags of a row or select (a tag has no role; these three names are the only tags). */
const regionTags = (scope: Locator) => scope.getByText(/^(World|EU|CN)$/);

test('[REGIONS] a speed-test server added to every region is one record: renamed and deleted in all of them', async ({ page }) => {
  test.setTimeout(150_000);
  const session = await openSignedIn(page, operatorFor('regions'), '/speed');
  if (session.region !== 'US') await switchRegion(page, 'World');
  const stamp = Date.now().toString(36);
  const name = `E2E regions ${stamp}`;
  const renamed = `E2E regions renamed ${stamp}`;

  // Add to every region: one add per region, under one uid.
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const add = page.getByRole('dialog', { name: 'Add speed-test server' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Service provider').fill('E2E Telecom');
  await add.getByLabel('Upload URL').fill('https://regions.e2e.test/upload');
  await add.getByLabel('Ping URL').fill('https://regions.e2e.test/ping');
  await add.getByLabel('Download URL').fill('https://regions.e2e.test/download');
  await add.getByLabel('Public IP').fill('203.0.113.30');
  await add.getByLabel('Secret').fill('e2e-regions-secret');
  // World is chosen already (the current region); with EU and CN every region is.
  for (const region of ['EU', 'CN']) await setSelectOption(page, add.getByLabel('Regions'), region);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved in World, EU, CN')).toBeVisible();
  await expect(add).toBeHidden();
  // The notice goes after 3 s; the rename below says the same, so it must be the rename's.
  await expect(page.getByText('Saved in World, EU, CN')).toBeHidden();
  const added = await listedEverywhere(session, name);
  for (const region of REGIONS) expect(added[region], `added in ${region}`).toMatchObject([{ name, publicIp: '203.0.113.30' }]);
  const uid = added.US[0].uid;
  expect(new Set(REGIONS.map((r) => added[r][0].uid)), 'one uid in every region').toEqual(new Set([uid]));
  // The row says where it lives, as the regions answer.
  await expect(regionTags(rowOf(page, name))).toHaveText(['World', 'EU', 'CN']);

  // Rename: the edit offers every region holding it, all chosen.
  await rowOf(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit speed-test server' });
  await expect(regionTags(edit)).toHaveText(['World', 'EU', 'CN']);
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved in World, EU, CN')).toBeVisible();
  await expect(edit).toBeHidden();
  const afterRename = await listedEverywhere(session, stamp);
  for (const region of REGIONS) expect(afterRename[region], `renamed in ${region}`).toMatchObject([{ uid, name: renamed }]);
  await expect(regionTags(rowOf(page, renamed))).toHaveText(['World', 'EU', 'CN']);

  // Delete: from every region holding it, all chosen by default.
  await rowOf(page, renamed).getByRole('button', { name: `Delete ${renamed}` }).click();
  const remove = page.getByRole('dialog').filter({ hasText: `Delete speed-test server ${renamed}?` });
  await expect(regionTags(remove)).toHaveText(['World', 'EU', 'CN']);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted from World, EU, CN')).toBeVisible();
  await expect(remove).toBeHidden();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  const afterDelete = await listedEverywhere(session, stamp);
  for (const region of REGIONS) expect(afterDelete[region], `deleted in ${region}`).toEqual([]);
});
