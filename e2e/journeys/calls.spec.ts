import { expect, test } from '@playwright/test';
import { adminUrlOf } from '../support/api.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { openSignedIn } from '../support/console-session.ts';
import { searchEnterprises } from '../support/enterprise-api.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';
import { confirmPopover } from '../support/popconfirm.ts';

test('[CALLS] an open-API application issued in the console works with the secret shown once, and stops working when revoked', async ({ page }) => {
  test.setTimeout(150_000);
  const session = await openSignedIn(page, operatorFor('calls'), '/parameters/apiList');
  if (session.region !== 'US') await switchRegion(page, 'World');
  const adminUrl = adminUrlOf(session, 'US');
  const enterprise = (await searchEnterprises(session, '@', { pageSize: 50 })).result.find((e) => e.isDelete === 0)!;

  await page.getByRole('button', { name: /Applications$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Open-API applications' });
  const chooser = dialog.getByRole('combobox', { name: 'Enterprise' });
  await chooser.fill(enterprise.enterpriseName);
  await setSelectOption(page, chooser, `${enterprise.enterpriseName} (${enterprise.email})`);
  await dialog.getByRole('button', { name: /Issue application$/ }).click();

  // The secret, once, with its copy buttons.
  const issued = dialog.getByTestId('issued-application');
  await expect(issued).toContainText('it is shown only this once');
  const codes = issued.locator('code');
  const appId = (await codes.nth(0).innerText()).trim();
  const appSecret = (await codes.nth(1).innerText()).trim();
  expect(appId).toMatch(/^app_/);
  await expect(issued.getByRole('button', { name: 'Copy' })).toHaveCount(2);

  const callDevices = () => fetch(`${adminUrl}/openapi/v1/devices?pageSize=5`, { headers: { 'x-app-id': appId, 'x-app-secret': appSecret } });
  expect((await callDevices()).status).toBe(200);

  // Listed under the enterprise (its id only).
  const listed = dialog.locator('tbody tr').filter({ hasText: appId });
  await expect(listed).toHaveCount(1);

  // Revoked: gone from the list, and the credential is refused at once.
  await confirmPopover(page, listed.getByRole('button', { name: `Revoke ${appId}` }), () => expect(listed).toHaveCount(0, { timeout: 5_000 }));
  const refused = await callDevices();
  expect(refused.status).toBe(401);
  expect((await refused.json()).retCode).toBe(15042);
});
