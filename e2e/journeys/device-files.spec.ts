import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { ApiSession } from '../support/api.ts';
import { handOverSession } from '../support/console-session.ts';
import { setSelectOption } from '../support/antd-select.ts';
import { rootSession } from '../support/root-session.ts';
import { dataRows } from '../support/table.ts';
import { confirmPopover } from '../support/popconfirm.ts';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const randomMac = () => `02${randomBytes(5).toString('hex').toUpperCase()}`;
const shown = (mac: string) => mac.match(/.{2}/g)!.join(':');

/** Uploads a file as a device would: its MAC and key (HMAC-SHA256 of the MAC under the region's device secret) in headers. */
async function uploadAsDevice(
  session: ApiSession, kind: 'core' | 'capture', mac: string, name: string, bytes: Buffer, query: Record<string, string>,
): Promise<{ retCode: number; data: { id: number; md5: string } }> {
  const secret = process.env.E2E_DEVICE_SECRET;
  if (!secret) throw new Error('E2E_DEVICE_SECRET is not set: run the journeys through scripts/test-e2e.sh');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const url = new URL(`/device/file/${kind}/upload`, session.adminUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method: 'POST', body: form,
    headers: { 'x-device-mac': shown(mac), 'x-device-key': createHmac('sha256', secret).update(mac).digest('hex') },
  });
  return (await res.json()) as { retCode: number; data: { id: number; md5: string } };
}

test.describe('[FILES]', () => {
  test.describe.configure({ timeout: 120_000 });

  test('[FILES] /files lands on captures; filter by a MAC, sort by time, download one (same MD5), delete one', async ({ page }) => {
    const session = await rootSession();
    const mac = randomMac();
    const first = randomBytes(200 * 1024);
    const second = randomBytes(100 * 1024);
    const tag = Date.now().toString(36);
    const query = { model: 'GWN7660', firmwareVersion: '1.0.3.9', email: `asker-${tag}@example.com` };
    expect((await uploadAsDevice(session, 'capture', mac, `first-${tag}.pcap`, first, query)).retCode).toBe(0);
    expect((await uploadAsDevice(session, 'capture', mac, `second-${tag}.pcap`, second, query)).retCode).toBe(0);

    await handOverSession(page, session);
    await page.goto('/files');
    await expect(page).toHaveURL(/\/capture\/list/);

    await setSelectOption(page, page.getByRole('combobox', { name: 'MAC' }), shown(mac));
    const rows = dataRows(page);
    await expect(rows).toHaveCount(2);
    // Newest first by default; the time column's sorter turns it to oldest first.
    await expect(rows.first()).toContainText(`second-${tag}.pcap`);
    await page.getByRole('columnheader').filter({ hasText: /^Last modified$/ }).click();
    await expect(page).toHaveURL(/order=ascend/);
    await expect(rows.first()).toContainText(`first-${tag}.pcap`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download first-${tag}.pcap` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`first-${tag}.pcap`);
    expect(md5(await readFile(await download.path()))).toBe(md5(first));

    await confirmPopover(page, page.getByRole('button', { name: `Delete first-${tag}.pcap` }), () => expect(rows).toHaveCount(1, { timeout: 5_000 }));
    await expect(rows.first()).toContainText(`second-${tag}.pcap`);
  });

  test('[FILES] group core dumps by firmware: the firmware that crashes most comes with its count', async ({ page }) => {
    const session = await rootSession();
    const model = `E2E-${Date.now().toString(36).toUpperCase()}`;
    for (const [version, n] of [['9.9.9.1', 3], ['9.9.9.2', 1]] as const) {
      for (let i = 0; i < n; i++) {
        const reply = await uploadAsDevice(session, 'core', randomMac(), `core-${i}.gz`, randomBytes(4096), { model, firmwareVersion: version });
        expect(reply.retCode).toBe(0);
      }
    }
    await handOverSession(page, session);
    await page.goto('/coreFile/list');
    await page.getByText('Crashes by firmware').click();
    await expect(page).toHaveURL(/view=groups/);
    const group = page.locator('tr', { hasText: model }).filter({ hasText: '9.9.9.1' });
    await expect(group).toContainText('3');
    await expect(page.locator('tr', { hasText: model }).filter({ hasText: '9.9.9.2' })).toBeVisible();
  });

  test('[FILES] upload a manager package with progress and see it as the current one', async ({ page }) => {
    const session = await rootSession();
    await handOverSession(page, session);
    const version = `e2e-${Date.now().toString(36)}`;
    await page.goto('/manage/list');
    await page.getByLabel('Version').fill(version);
    await page.getByLabel('Description').fill('uploaded by the e2e journey');
    await page.locator('input[type=file]').setInputFiles({ name: `gwn_manager_${version}.tar.gz`, mimeType: 'application/gzip', buffer: randomBytes(3 * 1024 * 1024) });
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.locator('form button[type=submit]')).toHaveText(/Uploaded/);
    const current = page.getByRole('region', { name: 'Current package' });
    await expect(current.getByRole('cell', { name: version, exact: true })).toBeVisible();
    await expect(current.getByRole('cell', { name: `gwn_manager_${version}.tar.gz`, exact: true })).toBeVisible();
  });
});
