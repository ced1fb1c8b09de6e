import { expect, test, type Page } from '@playwright/test';
import { parameters } from '@gwn/contract';
import { callEndpoint, type ApiSession } from '../support/api.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { switchRegion } from '../support/shell.ts';

interface ParameterRow { key: string; value: string; basicKey: string; name: string }

const adminUrl = (session: ApiSession, region: 'US' | 'EU') => session.regions.find((r) => r.regionName === region)!.adminUrl;

async function parameterIn(session: ApiSession, region: 'US' | 'EU', key: string): Promise<ParameterRow | null> {
  const reply = await callEndpoint(parameters.parameterInfo, { key }, { token: session.token, baseUrl: adminUrl(session, region) });
  return reply.body.retCode === 0 ? reply.body.data : null;
}

/** The row of a parameter in the list (the table's rows, by the key cell). */
const rowOf = (page: Page, key: string) => page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: key, exact: true }) });

test('[PARAMETERS] add a parameter to two regions, edit del_syslog_time in days in World only, encrypt then decrypt a text', async ({ page }) => {
  test.setTimeout(150_000);
  const session = await openSignedIn(page, operatorFor('parameters'), '/parameters');
  await expect(page).toHaveURL(/\/parameters\/list$/);
  if (session.region !== 'US') await switchRegion(page, 'World');
  const key = `e2e_${Date.now().toString(36)}`;

  // Add to World and EU at once, in the demo "Logs and retention" category every region has.
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add system parameter' });
  await setSelectOption(page, dialog.getByLabel('Category'), 'Logs and retention (log)');
  await dialog.getByLabel('Name').fill('E2E retention note');
  await dialog.getByLabel('Key').fill(key);
  await dialog.getByLabel('Value').fill('kept for audits');
  await setSelectOption(page, dialog.getByLabel('Regions'), 'EU');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved in World, EU')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const region of ['US', 'EU'] as const) {
    expect(await parameterIn(session, region, key), `stored in ${region}`).toMatchObject({ key, value: 'kept for audits', basicKey: 'log' });
  }
  await setSelectOption(page, page.getByLabel('Filter by category'), 'Logs and retention (log)');
  await expect(rowOf(page, key)).toContainText('kept for audits');
  await switchRegion(page, 'EU');
  await expect(rowOf(page, key)).toContainText('kept for audits');
  await switchRegion(page, 'World');

  // del_syslog_time: edited in days, stored in seconds.
  const retention = rowOf(page, 'del_syslog_time');
  await retention.getByRole('button', { name: 'Edit del_syslog_time' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit system parameter' });
  await expect(edit.getByLabel('Retention (days)')).toHaveValue('30');
  await expect(edit.getByLabel('Key')).toBeDisabled();
  await edit.getByLabel('Retention (days)').fill('7');
  // The edit applies in every region holding the key unless narrowed: here World only.
  await setSelectOption(page, edit.getByLabel('Save in'), 'EU', false);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(retention).toContainText('604800 (7 days)');
  expect((await parameterIn(session, 'US', 'del_syslog_time'))?.value).toBe('604800');
  expect((await parameterIn(session, 'EU', 'del_syslog_time'))?.value, 'only World changed').toBe(String(14 * 86_400));

  // The crypto tool on the maintenance page: encrypt, then decrypt the result.
  await page.goto('/parameters/maintenance');
  await page.getByRole('button', { name: 'Crypto tool' }).click();
  const tool = page.getByRole('dialog', { name: 'Crypto tool' });
  await tool.getByLabel('Ignore case').check();
  await tool.getByLabel('Text to encrypt').fill('AP admin password: Gwn#2026');
  await tool.getByRole('button', { name: 'Encrypt' }).click();
  const result = tool.getByRole('textbox', { name: 'Result', exact: true });
  await expect(result).toHaveValue(/^[0-9a-f]{40,}$/);
  const sealed = await result.inputValue();
  await tool.getByText('Decrypt', { exact: true }).click();
  await tool.getByLabel('Text to decrypt').fill(sealed.toUpperCase());
  await tool.getByRole('button', { name: 'Decrypt' }).click();
  await expect(result).toHaveValue('AP admin password: Gwn#2026');
  // A changed text does not decrypt: the result is cleared and the reason shown.
  await tool.getByLabel('Text to decrypt').fill(`${sealed.slice(0, -1)}${sealed.endsWith('0') ? '1' : '0'}`);
  await tool.getByRole('button', { name: 'Decrypt' }).click();
  await expect(tool.getByText('Decryption failed')).toBeVisible();
  await expect(result).toHaveValue('');
});
