import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVICE_HEADERS, deviceFiles as contract, RetCode } from '@gwn/contract';
import { deviceKeyOf } from '../../core/guard.ts';
import { deviceFiles } from '../../db/region-schema.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildDeviceFile } from '../../../test/region-factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { startPartialUpload, uploadTo } from '../../../test/upload-client.ts';

const LIMIT = 4096;
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const randomMac = () => `02${randomBytes(5).toString('hex').toUpperCase()}`;
const shown = (mac: string) => mac.match(/.{2}/g)!.join(':');

describe('core and capture files', () => {
  const env = useTestSystem({ regions: ['US'], config: { uploadMaxBytes: { firmware: LIMIT, portal: LIMIT, plugin: LIMIT, coreFile: LIMIT, captureFile: LIMIT } } });
  const admin = env.operator();
  const coreViewer = env.operator({ menus: ['coreFile'] });
  const app = () => env.regionApp();
  const db = () => env.regionDb();
  const filesDir = () => path.join(env.system.config.dataDir, 'us', 'files');
  const deviceHeaders = (mac: string, key?: string) => ({
    [DEVICE_HEADERS.mac]: shown(mac), [DEVICE_HEADERS.key]: key ?? deviceKeyOf(env.system.config.deviceSecrets.US, mac),
  });
  const rowsOfMac = (mac: string) => db().select({ id: deviceFiles.id, key: deviceFiles.storageKey, kind: deviceFiles.kind })
    .from(deviceFiles).where(eq(deviceFiles.mac, mac));
  const uploadCore = (mac: string, content: Buffer, headers = deviceHeaders(mac), query = { model: 'GWN7660', firmwareVersion: '1.0.3.9' }) =>
    uploadTo(contract.upload, { app: app(), fileName: 'core_dump.gz', content, headers, query });

  it('keeps a device\'s core dump and capture with the device\'s MAC and the requesting user\'s e-mail', async () => {
    const mac = randomMac();
    const content = randomBytes(1000);
    const core = await uploadCore(mac, content);
    expect(core.body).toMatchObject({ retCode: 0, data: { fileName: 'core_dump.gz', md5: md5(content), size: 1000 } });
    const capture = await uploadTo(contract.captureUpload, {
      app: app(), fileName: 'cap.pcap', content: randomBytes(10), headers: deviceHeaders(mac),
      query: { model: 'GWN7660', firmwareVersion: '1.0.3.9', email: 'asker@example.com' },
    });
    expect(capture.body.retCode).toBe(0);

    const cores = await env.call(contract.list, { filter: { macs: [shown(mac)] } }, { token: coreViewer.token });
    expect(cores.body.data).toMatchObject({ total: 1, result: [{ fileName: 'core_dump.gz', mac: shown(mac), uploaderEmail: '', model: 'GWN7660' }] });
    const captures = await env.call(contract.captureList, { filter: { emails: ['asker@example.com'] } }, { token: admin.token });
    expect(captures.body.data.result.map((r: { mac: string }) => r.mac)).toEqual([shown(mac)]);
  });

  it('refuses a device without its key (401), with a wrong one or another device\'s (403), storing nothing', async () => {
    const mac = randomMac();
    const noKey = await uploadTo(contract.upload, {
      app: app(), fileName: 'a.gz', content: randomBytes(10), headers: { [DEVICE_HEADERS.mac]: mac }, query: { model: 'M', firmwareVersion: '1' },
    });
    expect(noKey.status).toBe(401);
    expect((await uploadCore(mac, randomBytes(10), deviceHeaders(mac, 'ab'.repeat(32)))).status).toBe(403);
    const other = deviceHeaders(randomMac());
    expect((await uploadCore(mac, randomBytes(10), { ...other, [DEVICE_HEADERS.mac]: shown(mac) })).status).toBe(403);
    // An operator's session is no device key.
    const asOperator = await uploadTo(contract.upload, { app: app(), token: admin.token, fileName: 'a.gz', content: randomBytes(10), query: { model: 'M', firmwareVersion: '1' } });
    expect(asOperator.status).toBe(403);
    expect(await rowsOfMac(mac)).toEqual([]);
    expect(await readdir(path.join(filesDir(), '.tmp'))).toEqual([]);
  });

  it('refuses a file over the limit with 60051 and keeps nothing', async () => {
    const mac = randomMac();
    expect((await uploadCore(mac, randomBytes(LIMIT))).body.retCode).toBe(0);
    expect((await uploadCore(mac, randomBytes(LIMIT + 1))).body.retCode).toBe(RetCode.FileTooLarge);
    expect(await rowsOfMac(mac)).toHaveLength(1);
  });

  it('leaves no file and no row when a device disconnects mid-upload', async () => {
    const mac = randomMac();
    const tempDir = path.join(filesDir(), '.tmp');
    const url = new URL(`${contract.upload.path}?model=GWN7660&firmwareVersion=1.0`, env.system.regions.US!.url).toString();
    const config = { uploadMaxBytes: env.system.config.uploadMaxBytes };
    expect(config.uploadMaxBytes.coreFile).toBe(LIMIT);
    // Below the limit so the refusal is the disconnect, not the size: 2 KB sent of a declared 3 KB.
    const req = await startPartialUpload(url, null, 2048, 3072, deviceHeaders(mac));
    await eventually(async () => (await readdir(tempDir)).length > 0);
    req.destroy();
    await eventually(async () => (await readdir(tempDir)).length === 0);
    expect(await rowsOfMac(mac)).toEqual([]);
    expect(existsSync(path.join(filesDir(), 'core', mac))).toBe(false);
  });

  it('downloads the stored bytes with the file name, and answers 15010 for a missing file', async () => {
    const mac = randomMac();
    const content = randomBytes(3000);
    const { body } = await uploadCore(mac, content);
    const id = Number(body.data?.id);
    const res = await app().inject({ method: 'GET', url: contract.download.path, query: { id: String(id), mac: shown(mac) }, headers: { authorization: coreViewer.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('core_dump.gz');
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(md5(res.rawPayload)).toBe(md5(content));

    const wrongMac = await env.call(contract.download, { id, mac: shown(randomMac()) }, { token: admin.token });
    expect(wrongMac.body.retCode).toBe(RetCode.FileNotFound);
    const missing = await env.call(contract.download, { id: 999_999_999, mac: shown(mac) }, { token: admin.token });
    expect(missing.body.retCode).toBe(RetCode.FileNotFound);
    // A row whose bytes are gone from the store is missing too.
    const ghost = await buildDeviceFile(db(), 'core');
    expect((await env.call(contract.download, { id: ghost.id, mac: ghost.mac }, { token: admin.token })).body.retCode).toBe(RetCode.FileNotFound);
    // The other kind's list does not serve it.
    expect((await env.call(contract.captureDownload, { id, mac: shown(mac) }, { token: admin.token })).body.retCode).toBe(RetCode.FileNotFound);
  });

  it('deletes by id and MAC: the row and the bytes go together; a wrong MAC is 15010 and deletes nothing', async () => {
    const mac = randomMac();
    const { body } = await uploadCore(mac, randomBytes(500));
    const id = Number(body.data?.id);
    const [row] = await rowsOfMac(mac);
    expect(existsSync(path.join(filesDir(), row.key))).toBe(true);

    expect((await env.call(contract.remove, { id, mac: shown(randomMac()) }, { token: admin.token })).body.retCode).toBe(RetCode.FileNotFound);
    expect((await env.call(contract.captureRemove, { id, mac: shown(mac) }, { token: admin.token })).body.retCode).toBe(RetCode.FileNotFound);
    expect(await rowsOfMac(mac)).toHaveLength(1);

    const removed = await env.call(contract.remove, { id, mac: shown(mac) }, { token: coreViewer.token });
    expect(removed.body.retCode).toBe(0);
    expect(await rowsOfMac(mac)).toEqual([]);
    expect(existsSync(path.join(filesDir(), row.key))).toBe(false);
    expect((await env.call(contract.remove, { id, mac: shown(mac) }, { token: admin.token })).body.retCode).toBe(RetCode.FileNotFound);
  });

  it('filters by e-mail and MAC with the options of the filter call, searches, sorts and pages', async () => {
    const tag = randomBytes(3).toString('hex');
    const macs = [randomMac(), randomMac()];
    const emails = [`a-${tag}@example.com`, `b-${tag}@example.com`];
    const times = [3, 1, 2].map((h) => new Date(Date.UTC(2026, 0, 1, h)));
    await buildDeviceFile(db(), 'capture', { mac: macs[0], uploaderEmail: emails[1], createdAt: times[0], fileName: `x-${tag}-0.pcap` });
    await buildDeviceFile(db(), 'capture', { mac: macs[0], uploaderEmail: emails[0], createdAt: times[1], fileName: `x-${tag}-1.pcap` });
    await buildDeviceFile(db(), 'capture', { mac: macs[1], uploaderEmail: emails[0], createdAt: times[2], fileName: `x-${tag}-2.pcap` });

    const options = (await env.call(contract.captureFilter, {}, { token: admin.token })).body.data;
    expect(options.emails).toEqual(expect.arrayContaining(emails));
    expect(options.macs).toEqual(expect.arrayContaining(macs.map(shown)));
    expect([...options.macs].sort()).toEqual(options.macs);

    const names = async (payload: object) => (await env.call(contract.captureList, { search: tag, ...payload }, { token: admin.token }))
      .body.data.result.map((r: { fileName: string }) => r.fileName.split('-').pop());
    expect(await names({})).toEqual(['0.pcap', '2.pcap', '1.pcap']);
    expect(await names({ order: 'asc', type: 'upload_time' })).toEqual(['1.pcap', '2.pcap', '0.pcap']);
    expect(await names({ order: 'asc', type: 'email' })).toEqual(['1.pcap', '2.pcap', '0.pcap']);
    expect(await names({ order: 'desc', type: 'email' })).toEqual(['0.pcap', '2.pcap', '1.pcap']);
    expect(await names({ filter: { macs: [macs[0].toLowerCase()] } })).toEqual(['0.pcap', '1.pcap']);
    expect(await names({ filter: { emails: [emails[0]], macs: [shown(macs[0])] } })).toEqual(['1.pcap']);
    const page2 = await env.call(contract.captureList, { search: tag, pageNum: 2, pageSize: 2 }, { token: admin.token });
    expect(page2.body.data).toMatchObject({ total: 3, result: [{ fileName: `x-${tag}-1.pcap` }] });
    const pastEnd = await env.call(contract.captureList, { search: tag, pageNum: 5, pageSize: 2 }, { token: admin.token });
    expect(pastEnd.body.data).toEqual({ total: 3, result: [] });
    // A MAC search ignores separators.
    const byMac = await env.call(contract.captureList, { search: shown(macs[1]).slice(3, 11) }, { token: admin.token });
    expect(byMac.body.data.result.map((r: { mac: string }) => r.mac)).toContain(shown(macs[1]));
    // Core files do not list captures.
    expect((await env.call(contract.list, { search: tag }, { token: admin.token })).body.data.total).toBe(0);
  });

  it('groups core dumps by model and firmware version with counts and the latest time', async () => {
    const model = `GWN-${randomBytes(3).toString('hex')}`;
    const at = (h: number) => new Date(Date.UTC(2026, 1, 1, h));
    for (const [version, h, mac] of [['1.0.1', 1, 'A'], ['1.0.1', 5, 'B'], ['1.0.1', 3, 'A'], ['1.0.2', 2, 'A']] as const) {
      await buildDeviceFile(db(), 'core', { model, firmwareVersion: version, createdAt: at(h), mac: `02005E3000${mac}${mac}` });
    }
    const all = await env.call(contract.groups, { pageSize: 100 }, { token: coreViewer.token });
    expect(all.body.retCode).toBe(0);
    const mine = all.body.data.result.filter((g: { model: string }) => g.model === model);
    expect(mine).toEqual([
      { model, firmwareVersion: '1.0.1', count: 3, macCount: 2, latest: at(5).toISOString() },
      { model, firmwareVersion: '1.0.2', count: 1, macCount: 1, latest: at(2).toISOString() },
    ]);
  });

  it('refuses a capture without the e-mail of the user who asked for it (50005)', async () => {
    const mac = randomMac();
    const res = await uploadTo(contract.captureUpload, {
      app: app(), fileName: 'cap.pcap', content: randomBytes(10), headers: deviceHeaders(mac), query: { model: 'M', firmwareVersion: '1' },
    });
    expect(res.body.retCode).toBe(RetCode.InvalidParameters);
    expect(await rowsOfMac(mac)).toEqual([]);
  });
});
