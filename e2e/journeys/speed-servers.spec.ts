import { expect, test, type Locator, type Page } from '@playwright/test';
import { speedServers } from '@gwn/contract';
import { adminUrlOf, callEndpoint, type ApiSession } from '../support/api.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';
import { dataRows } from '../support/table.ts';

interface SpeedServerRow { id: number; name: string; publicIp: string; downloadDuration: number; regions: string[] }

/** The region's servers whose name or provider contains `search`, as the service lists them. */
async function serversIn(session: ApiSession, region: 'US' | 'EU', search: string): Promise<SpeedServerRow[]> {
  const reply = await callEndpoint(speedServers.list, { search, pageNum: 1, pageSize: 50 },
    { token: session.token, baseUrl: adminUrlOf(session, region) });
  return reply.body.data.result;
}

const rowOf = (page: Page, name: string) => dataRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
/** The region tags of a row or select (a tag has no role; these three names are the only tags). */
const regionTags = (scope: Locator) => scope.getByText(/^(World|EU|CN)$/);

async function fillServer(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Add speed-test server' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Service provider').fill('E2E Telecom');
  await dialog.getByLabel('Upload URL').fill('https://speed.e2e.test/upload');
  await dialog.getByLabel('Ping URL').fill('https://speed.e2e.test/ping');
  await dialog.getByLabel('Download URL').fill('https://speed.e2e.test/download');
  await dialog.getByLabel('Public IP').fill('203.0.113.10');
  await dialog.getByLabel('Secret').fill('e2e-speed-secret');
  await setSelectOption(page, dialog.getByLabel('Regions'), 'EU');
  return dialog;
}

test('[SPEED] add a speed-test server to two regions, see each region\'s result, edit it and delete it in both', async ({ page }) => {
  test.setTimeout(150_000);
  const session = await openSignedIn(page, operatorFor('speed'), '/speed');
  if (session.region !== 'US') await switchRegion(page, 'World');
  const stamp = Date.now().toString(36);
  const name = `E2E speed ${stamp}`;

  // Added to World and EU at once: one add per region, both accepted.
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  let dialog = await fillServer(page, name);
  await dialog.getByLabel('Public IP').fill('not-an-ip');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an IPv4 or IPv6 address')).toBeVisible();
  await dialog.getByLabel('Public IP').fill('203.0.113.10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved in World, EU')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const region of ['US', 'EU'] as const) {
    expect(await serversIn(session, region, name), `stored in ${region}`).toMatchObject([{ name, regions: ['US', 'EU'] }]);
  }
  await expect(rowOf(page, name)).toContainText('203.0.113.10');
  await expect(rowOf(page, name)).not.toContainText('e2e-speed-secret');

  // A name EU already has: World accepts, EU refuses, each region's result shows and EU stays chosen.
  const clash = `E2E clash ${stamp}`;
  await callEndpoint(speedServers.add, {
    name: clash, serviceProvider: 'Earlier', uploadUrl: 'https://a.e2e.test/u', pingUrl: 'https://a.e2e.test/p', downloadUrl: 'https://a.e2e.test/d',
    publicIp: '2001:db8::10', secret: 'x', uploadDuration: 10, downloadDuration: 10, regions: ['EU'],
  }, { token: session.token, baseUrl: adminUrlOf(session, 'EU') });
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  dialog = await fillServer(page, clash);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const results = dialog.getByRole('list', { name: /Not every region/ });
  await expect(results.getByText('World: Done')).toBeVisible();
  await expect(results.getByText('EU: A speed-test server with this name already exists in this region')).toBeVisible();
  expect(await serversIn(session, 'US', clash)).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit: the secret stays empty and is kept; the edit applies in both regions holding the server, unless narrowed to World.
  await expect(regionTags(rowOf(page, name))).toHaveText(['World', 'EU']);
  await rowOf(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit speed-test server' });
  await expect(edit.getByLabel('Public IP')).toHaveValue('203.0.113.10');
  await expect(edit.getByLabel('Secret')).toHaveValue('');
  await edit.getByLabel('Public IP').fill('2001:db8::99');
  await edit.getByLabel('Download duration (s)').fill('45');
  await setSelectOption(page, edit.getByLabel('Save in'), 'EU', false);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('2001:db8::99');
  // The durations wait in the list's column chooser (issue 26): World's copy holds the new one.
  expect((await serversIn(session, 'US', name))[0].downloadDuration).toBe(45);
  expect((await serversIn(session, 'EU', name))[0].publicIp, 'EU keeps its own copy').toBe('203.0.113.10');
  await expect(rowOf(page, name).getByText('Differs in EU')).toBeVisible();

  // Search, then delete from both regions after confirming.
  await page.getByLabel('Name or service provider').fill(name);
  await page.getByLabel('Name or service provider').press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(rowOf(page, name)).toBeVisible();
  await rowOf(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Nothing matches. Try another search or clear the filters.')).toBeVisible();
  expect(await serversIn(session, 'US', name)).toHaveLength(0);
  expect(await serversIn(session, 'EU', name)).toHaveLength(0);
});
