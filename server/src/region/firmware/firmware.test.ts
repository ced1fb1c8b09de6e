import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firmware } from '@gwn/contract';
import { readConfig } from '../../config.ts';
import { storedFiles } from '../../db/region-schema.ts';
import { buildFirmware } from '../../../test/region-factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { uploadTo } from '../../../test/upload-client.ts';

const LIMIT = 1024;
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

describe('firmware', () => {
  const env = useTestSystem({ regions: ['US'], config: { uploadMaxBytes: { firmware: LIMIT, portal: LIMIT, plugin: LIMIT } } });
  const admin = env.operator();
  const viewer = env.operator({ menus: ['firmwareManage'] });
  const app = () => env.regionApp();
  const db = () => env.regionDb();
  const filesDir = () => path.join(env.system.config.dataDir, 'us', 'files');
  const rowsWithMd5 = (hash: string) => db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.md5, hash));

  it('uses the spec limits unless configured otherwise: 1 GB files, names of 32', () => {
    expect(firmware.FIRMWARE_LIMITS.maxBytes).toBe(1024 ** 3);
    expect(firmware.FIRMWARE_LIMITS.nameMax).toBe(32);
    expect(readConfig({}).uploadMaxBytes.firmware).toBe(1024 ** 3);
  });

  it('lists for an operator with the firmware menu alone', async () => {
    expect((await env.call(firmware.list, {}, { token: viewer.token })).body.retCode).toBe(0);
  });

  it('accepts a file of exactly the limit and refuses one byte more with 60051, storing nothing', async () => {
    const exact = randomBytes(LIMIT);
    const ok = await uploadTo(firmware.upload, { app: app(), token: admin.token, fileName: 'fw.bin', content: exact });
    expect(ok.body).toMatchObject({ retCode: 0, data: { md5: md5(exact), fileName: 'fw.bin' } });

    const over = randomBytes(LIMIT + 1);
    const refused = await uploadTo(firmware.upload, { app: app(), token: admin.token, fileName: 'fw2.bin', content: over });
    expect(refused.body.retCode).toBe(60051);
    expect(await rowsWithMd5(md5(over))).toEqual([]);
    expect(await env.regionDb().$count(storedFiles, eq(storedFiles.md5, md5(exact)))).toBe(1);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(path.join(filesDir(), '.tmp'))).toEqual([]);
  });

  it('answers the same bytes twice with 20020 and their MD5', async () => {
    const content = randomBytes(300);
    expect((await uploadTo(firmware.upload, { app: app(), token: admin.token, fileName: 'a.bin', content })).body.retCode).toBe(0);
    const again = await uploadTo(firmware.upload, { app: app(), token: admin.token, fileName: 'b.bin', content });
    expect(again.body).toMatchObject({ retCode: 20020, data: { md5: md5(content) } });
    expect(await rowsWithMd5(md5(content))).toHaveLength(1);
  });

  it('refuses a request without the file part as invalid input', async () => {
    const res = await uploadTo(firmware.upload, { app: app(), token: admin.token, fileName: 'a.bin', content: randomBytes(5), field: 'other' });
    expect(res.body.retCode).toBe(50005);
  });

  it('names an uploaded image, lists it with its MD5, and deletes it with its bytes', async () => {
    const content = randomBytes(500);
    const up = await uploadTo(firmware.upload, { app: app(), token: admin.token, fileName: 'gwn7660.bin', content });
    const fileId = Number(up.body.data?.fileId);
    const name = `1.0.${randomBytes(2).readUInt16BE()}`;
    const saved = await env.call(firmware.save, { name, apType: 'GWN7660, GWN7664', fileId, updateSuggest: 1, updateBeta: 0 }, { token: admin.token });
    expect(saved.body.retCode).toBe(0);
    const dupName = await env.call(firmware.save, { name, apType: 'GWN7660', fileId }, { token: admin.token });
    expect(dupName.body.retCode).toBe(12003);

    const list = await env.call(firmware.list, { pageNum: 1, pageSize: 50 }, { token: admin.token });
    const row = list.body.data.result.find((r: { firmwareNum: string }) => r.firmwareNum === name);
    expect(row).toMatchObject({ apType: 'GWN7660,GWN7664', md5: md5(content), updateSuggest: 1, updateBeta: 0 });
    const [stored] = await db().select({ key: storedFiles.storageKey }).from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(existsSync(path.join(filesDir(), stored.key))).toBe(true);

    const del = await env.call(firmware.remove, { id: row!.id, name }, { token: admin.token });
    expect(del.body.retCode).toBe(0);
    expect(existsSync(path.join(filesDir(), stored.key))).toBe(false);
    expect(await rowsWithMd5(md5(content))).toEqual([]);
    expect((await env.call(firmware.remove, { id: row!.id, name }, { token: admin.token })).body.retCode).toBe(15010);
  });

  it('refuses invalid save input with 50005 and writes nothing', async () => {
    const before = (await env.call(firmware.list, {}, { token: admin.token })).body.data.total;
    for (const bad of [
      { name: 'x'.repeat(33), apType: 'A', fileId: 1 }, { name: '', apType: 'A', fileId: 1 },
      { name: 'ok', apType: ' , ', fileId: 1 }, { name: 'ok', apType: 'A', fileId: 0 },
    ]) {
      const res = await env.call(firmware.save, bad, { token: admin.token });
      expect(res.body.retCode).toBe(50005);
    }
    expect((await env.call(firmware.list, {}, { token: admin.token })).body.data.total).toBe(before);
    expect((await env.call(firmware.save, { name: 'ok', apType: 'A', fileId: 999999 }, { token: admin.token })).body.retCode).toBe(15010);
  });

  it('lists models for the details step', async () => {
    const res = await env.call(firmware.apTypes, {}, { token: admin.token });
    expect(res.body.retCode).toBe(0);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('answers which of a list of firmware numbers this region holds, as the list shows them (byKeys)', async () => {
    const held = await buildFirmware(db(), { apType: 'GWN7660,GWN7664' });
    const res = await env.call(firmware.byKeys, { keys: [held.name, 'not-here'] }, { token: viewer.token });
    expect(res.body.data.result).toEqual([expect.objectContaining({ id: held.id, firmwareNum: held.name, apType: 'GWN7660,GWN7664' })]);
    const listed = (await env.call(firmware.list, { pageNum: 1, pageSize: 100 }, { token: viewer.token })).body.data.result;
    expect(listed).toContainEqual(res.body.data.result[0]);
    expect((await env.call(firmware.byKeys, { keys: [] }, { token: viewer.token })).body.retCode).toBe(50005);
  });
});
