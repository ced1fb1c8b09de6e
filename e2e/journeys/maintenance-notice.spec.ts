import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from '../support/console-session.ts';
import { searchEnterprises } from '../support/enterprise-api.ts';
import { operatorFor } from '../support/environment.ts';
import { newestMailTo } from '../support/outbox.ts';
import { confirmPopover } from '../support/popconfirm.ts';

/** Violations of the page's Content-Security-Policy, recorded from the first script on (the editor must need none). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
      sessionStorage.setItem('csp-violations', JSON.stringify([...seen, `${e.violatedDirective} ${e.blockedURI}`]));
    });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]);
}

test('[NOTICE] schedule a maintenance notice to typed addresses, blocked by a bad chip until fixed, and read the e-mail', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await recordCspViolations(page);
  const session = await openSignedIn(page, operatorFor('notice'), '/parameters/maintenance');
  // A live enterprise's contact in World (UTC, the demo's timezone) and an address no enterprise has.
  const contact = (await searchEnterprises(session, '@', { pageSize: 50 })).result.find((r) => r.isDelete === 0)!;
  const stranger = `notice-${Date.now().toString(36)}@example.test`;
  const subject = `Planned maintenance ${Date.now().toString(36)}`;

  const card = page.getByRole('region', { name: 'Maintenance notice' });
  // The page's chunk carries the editor; on a loaded machine it may take a while to arrive.
  await expect(card.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 60_000 });
  // The window: 2026-12-01 02:00 to 04:00 in Shanghai (UTC+8).
  await card.getByLabel('Start', { exact: true }).fill('2026-12-01T02:00');
  await card.getByLabel('End time', { exact: true }).fill('2026-12-01T04:00');
  await card.getByLabel('Timezone').fill('shanghai');
  await card.getByRole('option', { name: '(UTC+08:00) Asia/Shanghai' }).click();
  await expect(card.getByLabel('Timezone')).toHaveValue('(UTC+08:00) Asia/Shanghai');
  await card.getByLabel('Subject').fill(subject);
  await card.getByRole('group', { name: 'Region' }).getByRole('checkbox', { name: 'World', exact: true }).check();
  await card.getByText('Typed or imported').click();

  // Two good addresses and one that is not an address: a red chip, and Submit stays disabled.
  const box = card.getByLabel('E-mail addresses');
  await box.fill(contact.email);
  await box.press('Enter');
  await box.fill(stranger);
  await box.press('Enter');
  await box.fill('not-an-address');
  await box.press(',');
  await expect(card.locator('[data-error="invalid"]')).toHaveText(/not-an-address/);
  await expect(card.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(card.getByText('Remove or correct the red addresses first').first()).toBeVisible();
  await card.getByLabel('Remove not-an-address').click();
  await expect(card.getByRole('button', { name: 'Submit' })).toBeEnabled();

  // The body, with the placeholders inserted from the toolbar; the preview fills them in.
  const editor = card.getByRole('textbox', { name: 'Body' });
  await editor.click();
  await page.keyboard.type('The console pauses from ');
  await card.getByRole('button', { name: 'Insert start time' }).click();
  await page.keyboard.type(' to ');
  await card.getByRole('button', { name: 'Insert end time' }).click();
  await page.keyboard.type(' ');
  // With the caret elsewhere on the page, a placeholder goes at the end of the body, not where the editor was left.
  await card.getByLabel('Subject').click();
  await card.getByRole('button', { name: 'Insert timezone' }).click();
  await expect(card.getByTestId('notice-preview')).toContainText('The console pauses from 2026-12-01 02:00 to 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');

  await card.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Notice saved; e-mails are being sent')).toBeVisible();
  // popTips is on: the scheduled view with End and Update, and the e-mails' progress.
  const scheduled = card.getByTestId('notice-scheduled');
  await expect(scheduled).toContainText('2026-12-01 02:00 – 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');
  await expect(scheduled.getByTestId('notice-progress')).toContainText('Done: 2 sent, 0 failed, 2 recipients', { timeout: 30_000 });

  // The delivered e-mails, from World's outbox.
  await expect.poll(() => newestMailTo('us', contact.email) ?? '', { timeout: 30_000 }).toContain(subject);
  const toContact = newestMailTo('us', contact.email)!;
  expect(toContact).toMatch(new RegExp(`^Subject: ${subject}$`, 'm'));
  expect(toContact).toContain('The console pauses from 2026-12-01 02:00 to 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');
  expect(toContact).toContain('2026-12-01 02:00 – 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');
  expect(toContact).toContain('2026-11-30 18:00 – 2026-11-30 20:00 (UTC+00:00) UTC'); // the enterprise's own timezone
  const toStranger = newestMailTo('us', stranger) ?? '';
  expect(toStranger).toContain(subject);
  expect(toStranger).not.toContain('(UTC+00:00) UTC');

  // End asks first, then returns to the form.
  await confirmPopover(page, scheduled.getByRole('button', { name: 'End' }),
    () => expect(card.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 2_000 }), 'End');
  expect(await violations()).toEqual([]);
});
