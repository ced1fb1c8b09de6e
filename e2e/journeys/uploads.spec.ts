import { createHash, randomBytes } from 'node:crypto';
import { firmware } from '@gwn/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminUrlOf, callEndpoint, type ApiSession } from '../support/api.ts';
import { handOverSession } from '../support/console-session.ts';
import { selectOptions } from '../support/antd-select.ts';
import { rootSession } from '../support/root-session.ts';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

/** Clicks the dialog's title (the element naming it), off any open list, which closes that list. */
async function clickTitle(page: Page, dialog: Locator): Promise<void> {
  await page.locator(`[id="${await dialog.getAttribute('aria-labelledby')}"]`).click();
}

/** Toggles one region of a region multi-select (its check boxes). */
async function toggleRegion(group: Locator, region: string): Promise<void> {
  // The dialog's code loads when it first opens: read what is chosen once the boxes are there.
  const box = group.getByRole('checkbox', { name: region, exact: true });
  await box.setChecked(!(await box.isChecked()));
}

/** Uploads a file straight to a region's upload endpoint, as the console does (multipart field "file"). */
async function uploadByApi(session: ApiSession, region: 'US' | 'EU' | 'CN', path: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(new URL(path, adminUrlOf(session, region)), { method: 'POST', headers: { authorization: session.token }, body: form });
  return (await res.json()) as { retCode: number; data: { md5?: string } | null };
}

/** The upload dialog's details step: a name, the first model, save; the console confirms. */
async function saveFirmwareDetails(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Models').click();
  await selectOptions(page).first().click();
  await clickTitle(page, dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Firmware saved')).toBeVisible();
}

/** Whether each region's firmware list holds `name`, asked of the region itself. */
async function expectFirmwareIn(session: ApiSession, name: string, expected: Record<'US' | 'EU' | 'CN', boolean>): Promise<void> {
  for (const [region, present] of Object.entries(expected) as ['US' | 'EU' | 'CN', boolean][]) {
    const list = await callEndpoint(firmware.list, { pageSize: 50 },
      { token: session.token, baseUrl: adminUrlOf(session, region) });
    expect(list.body.data.result.some((r) => r.firmwareNum === name), `firmware in ${region}`).toBe(present);
  }
}

test.describe('[UPLOADS]', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[FIRMWARE] upload a firmware to two regions, name it, and see it in both lists', async ({ page }) => {
    const session = await rootSession();
    await handOverSession(page, session);
    const name = `e2e-${Date.now().toString(36)}`;
    await page.goto('/firmware');
    await page.getByRole('button', { name: 'Upload firmware' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload firmware' });
    await toggleRegion(dialog.getByLabel('Upload regions'), 'CN');
    await dialog.locator('input[type=file]').setInputFiles({ name: `${name}.bin`, mimeType: 'application/octet-stream', buffer: randomBytes(512 * 1024) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    await saveFirmwareDetails(page, dialog, name);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    await expectFirmwareIn(session, name, { US: true, EU: true, CN: false });
  });

  test('[FIRMWARE] a region that cannot be reached fails alone: the others keep the file, and a retry without it names it', async ({ page }) => {
    const session = await rootSession();
    await handOverSession(page, session);
    const name = `e2e-down-${Date.now().toString(36)}`;
    const bytes = randomBytes(256 * 1024);
    // CN is down as the browser sees it: its connection is refused; World and EU are the real services.
    await page.route(`${new URL(firmware.upload.path, adminUrlOf(session, 'CN')).href}*`, (route) => route.abort('connectionrefused'));
    await page.goto('/firmware');
    await page.getByRole('button', { name: 'Upload firmware' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload firmware' });
    const file = { name: `${name}.bin`, mimeType: 'application/octet-stream', buffer: bytes };
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Upload failed' });
    await expect(failure).toContainText('CN:');
    await expect(failure).not.toContainText('World:');
    await expect(failure).not.toContainText('EU:');

    // World and EU took the file (the same bytes again are 20020 there); CN has nothing.
    for (const [region, retCode] of [['US', 20020], ['EU', 20020]] as const) {
      expect((await uploadByApi(session, region, firmware.upload.path, 'again.bin', bytes)).retCode, region).toBe(retCode);
    }
    await failure.getByRole('button', { name: 'Close' }).click();

    // The operator leaves CN out and uploads again: World and EU say the file is there already (20020, with its
    // MD5), and the file already there is named in both.
    await toggleRegion(dialog.getByLabel('Upload regions'), 'CN');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const exists = page.getByRole('dialog').filter({ hasText: 'File already exists' });
    await expect(exists.getByTestId('upload-md5')).toHaveText(md5(bytes));
    await exists.getByRole('button', { name: 'OK' }).click();
    await saveFirmwareDetails(page, dialog, name);
    await expectFirmwareIn(session, name, { US: true, EU: true, CN: false });
    // CN was never reached: the bytes are new there.
    expect((await uploadByApi(session, 'CN', firmware.upload.path, 'again.bin', bytes)).retCode).toBe(0);
  });

  test('[PLUGIN] upload a plugin, see its MD5, and get the already-exists warning for the same file', async ({ page }) => {
    const session = await rootSession();
    await handOverSession(page, session);
    const bytes = randomBytes(64 * 1024);
    const fileName = `plugin-${Date.now().toString(36)}.bin`;
    // The plugin list (/files itself lands on the capture files, spec 1 §2).
    await page.goto('/file/list');

    for (const [title, button] of [['Upload success', 'OK'], ['File already exists', 'OK']] as const) {
      await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Add plugin' });
      await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/octet-stream', buffer: bytes });
      const md5Dialog = page.getByRole('dialog').filter({ hasText: title });
      await expect(md5Dialog.getByTestId('upload-md5')).toHaveText(md5(bytes));
      await md5Dialog.getByRole('button', { name: button }).click();
      await expect(dialog).toBeHidden();
    }
    await page.getByLabel('Search by name or MAC').fill(fileName);
    await page.getByLabel('Search by name or MAC').press('Enter');
    await expect(page.getByRole('row').filter({ hasText: fileName })).toHaveCount(1);
  });

  test('[PORTAL] upload a portal zip, fill a version per model, and see the files', async ({ page }) => {
    const session = await rootSession();
    await handOverSession(page, session);
    const fileName = `portal_v3.${Date.now() % 1000}.1.zip`;
    await page.goto('/portal');
    await page.getByRole('button', { name: 'Upload zip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Portal zip file' });
    await dialog.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/zip', buffer: randomBytes(4096) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    await expect(dialog.getByRole('button', { name: 'Auto-fill' })).toBeVisible();
    const firstVersion = dialog.getByRole('textbox', { name: /^Version of / }).first();
    await expect(firstVersion).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/Every model needs a version/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Auto-fill' }).click();
    await expect(firstVersion).toHaveValue(/^3\.\d+\.1$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Portal versions saved')).toBeVisible();
    await expect(page.getByRole('cell', { name: fileName }).first()).toBeVisible();
  });

  test('[CANCEL] cancelling a firmware upload leaves nothing behind', async ({ page }) => {
    const session = await rootSession();
    await handOverSession(page, session);
    const bytes = randomBytes(4 * 1024 * 1024);
    await page.goto('/firmware');
    // A slow uplink, so the upload is still running when the operator cancels it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    await page.getByRole('button', { name: 'Upload firmware' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload firmware' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'cancel-me.bin', mimeType: 'application/octet-stream', buffer: bytes });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(dialog).toBeHidden();

    // Nothing was kept: the same bytes upload afresh (no 20020) in every region.
    for (const region of ['US', 'EU', 'CN'] as const) {
      await expect.poll(async () => (await uploadByApi(session, region, firmware.upload.path, 'again.bin', bytes)).retCode, { message: region })
        .toBe(0);
    }
  });
});
