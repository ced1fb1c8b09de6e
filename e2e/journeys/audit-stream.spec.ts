import { expect, test } from '@playwright/test';
import { webhookReceiver } from '../../server/test/stream-receivers.ts';
import { openSignedIn } from '../support/console-session.ts';
import { operatorFor } from '../support/environment.ts';
import { confirmPopover } from '../support/popconfirm.ts';
import { chooseRadio } from '../support/radio.ts';

const name = `SIEM hook ${Date.now().toString(36)}`;
// A SIEM's webhook endpoint on loopback, checking each request's HMAC signature; nothing mocked.
const receiver = webhookReceiver();
let hookUrl = '';
test.beforeAll(async () => { hookUrl = await receiver.start(); });
test.afterAll(async () => { await receiver.stop(); });
test.describe.configure({ timeout: 90_000 });

test('[AUDIT-STREAM] a super administrator adds a webhook, copies its secret once, sends a test event, sees a change in the console delivered with no backlog, then deletes it', async ({ page }) => {
  await openSignedIn(page, operatorFor('auditStream'), '/parameters/auditStreaming');
  await page.getByRole('button', { name: 'Add destination' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add destination' });
  await chooseRadio(dialog.getByRole('radio', { name: /Webhook/ }));
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('URL').fill(hookUrl);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The signing secret, shown once.
  const secretDialog = page.getByRole('dialog', { name: 'Webhook signing secret' });
  const secret = (await secretDialog.getByTestId('webhook-secret').innerText()).trim();
  expect(secret.length).toBeGreaterThanOrEqual(32);
  receiver.setSecret(secret);
  await secretDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: /Send test event/ }).click();
  await expect(page.getByText('The test event was delivered')).toBeVisible();

  // A change made in the console: the operator's language, there and back (two account-service entries).
  for (const [from, to] of [[/English/, '简体中文'], [/简体中文/, 'English']] as const) {
    await page.getByRole('button', { name: from }).click();
    await page.getByRole('menuitem', { name: to }).click();
  }
  // The receiver keeps only correctly signed bodies (the first attempts, before the secret was copied here, were refused
  // with 401 and retried): the add itself and both changes arrive signed with the secret the dialog showed.
  await expect.poll(() => receiver.entries.filter((e) => e.action === 'languageChange').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  expect(receiver.entries.some((e) => e.action === 'auditStreamAdd')).toBe(true);

  // The list (refreshed every 5 s) shows the account service delivered, nothing waiting.
  const account = row.getByTestId('status-account');
  await expect(account).toContainText('0 entries waiting', { timeout: 30_000 });
  await expect(account).not.toContainText('Last delivered: never');

  await confirmPopover(page, row.getByRole('button', { name: `Delete ${name}` }),
    () => expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0, { timeout: 5_000 }));
});
