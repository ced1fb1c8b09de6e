import { expect, test } from '@playwright/test';
import { apiLimits } from '@gwn/contract';
import { adminUrlOf, callEndpoint } from '../support/api.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { openSignedIn } from '../support/console-session.ts';
import { searchEnterprises } from '../support/enterprise-api.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';
import { chooseRadio } from '../support/radio.ts';

test('[LIMITS] an API limit override added in the console refuses an application\'s calls over it, and the list marks the usage', async ({ page }) => {
  test.setTimeout(150_000);
  const session = await openSignedIn(page, operatorFor('limits'), '/parameters/apiList');
  if (session.region !== 'US') await switchRegion(page, 'World');
  const adminUrl = adminUrlOf(session, 'US');

  // An enterprise's application, issued through the API (the secret is shown only in this reply).
  const enterprise = (await searchEnterprises(session, '@', { pageSize: 50 })).result.find((e) => e.isDelete === 0)!;
  const issued = await callEndpoint(apiLimits.issueApplication, { enterpriseId: enterprise.enterpriseId }, { token: session.token, baseUrl: adminUrl });
  expect(issued.body.retCode).toBe(0);
  const { appId, appSecret } = issued.body.data;

  // The override: mode "Application ID", the default URL fills the count and the (locked) descriptions.
  await page.reload();
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add API limit' });
  await chooseRadio(dialog.getByRole('radio', { name: 'Application ID' }));
  await setSelectOption(page, dialog.getByRole('combobox', { name: 'Application ID' }), `${appId} (${enterprise.enterpriseName})`);
  await setSelectOption(page, dialog.getByRole('combobox', { name: 'URL' }), '/openapi/v1/devices');
  await expect(dialog.getByLabel('Calls per window')).toHaveValue('600');
  await expect(dialog.getByLabel('Description', { exact: true })).toBeDisabled();
  await dialog.getByLabel('Calls per window').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The application's calls: three answered, then 429 with Retry-After and no data.
  const statuses: number[] = [];
  let refused: Response | null = null;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${adminUrl}/openapi/v1/devices?pageSize=5`, { headers: { 'x-app-id': appId, 'x-app-secret': appSecret } });
    statuses.push(res.status);
    if (res.status === 429) refused = res;
    else expect((await res.json()).retCode).toBe(0);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused?.json()).toMatchObject({ retCode: 15043, data: null });

  // The list, filtered to the application, shows the usage marked as near (over) its limit.
  await setSelectOption(page, page.getByLabel('Filter by application ID'), appId);
  const row = page.locator('tbody tr').filter({ hasText: appId });
  // Five calls, three answered: the usage counts the answered ones (issue 26).
  await expect(row.locator('[data-near="true"]')).toHaveText('3 / 3');
});
