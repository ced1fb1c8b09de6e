import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmware, plugins } from '@gwn/contract';
import { readConfig, type StorageConfig } from '../config.ts';
import { storedFiles } from '../db/region-schema.ts';
import { eventually } from '../../test/eventually.ts';
import { useTestSystem } from '../../test/test-system.ts';
import { startPartialUpload, uploadTo } from '../../test/upload-client.ts';
import { openFileStore } from './open-file-store.ts';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const BUCKET = 'gwn-files';
const LIMIT = 12 * 1024 * 1024;

describe('uploads on S3-compatible storage (s3rver on loopback)', () => {
  let s3rver: S3rver;
  let storage: StorageConfig;
  let client: S3Client;
  const store = () => openFileStore({ ...readConfig({}), storage }, 'US');

  // Registered before the test system, so the bucket is listening (on a free port) when the services start,
  // and closed after they stop.
  beforeAll(async () => {
    s3rver = new S3rver({
      address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'gwn-s3-')),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3rver.run();
    storage = {
      kind: 's3',
      s3: { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    };
    client = new S3Client({ region: 'us-east-1', endpoint: storage.s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(() => s3rver.close());
  const env = useTestSystem(() => ({ regions: ['US'], config: { storage, uploadMaxBytes: { firmware: LIMIT, portal: 1024, plugin: 1024 } } }));
  const admin = env.operator();

  it('streams a multipart-sized upload into the bucket under the region prefix, MD5 intact', async () => {
    const content = randomBytes(LIMIT);
    const res = await uploadTo(firmware.upload, { app: env.regionApp(), token: admin.token, fileName: 'fw.bin', content });
    expect(res.body).toMatchObject({ retCode: 0, data: { md5: md5(content) } });
    const db = env.regionDb();
    const [row] = await db.select({ key: storedFiles.storageKey }).from(storedFiles);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `us/${row.key}` }));
    expect(md5(Buffer.from(await object.Body!.transformToByteArray()))).toBe(md5(content));
    expect(await (await store()).listTemp()).toEqual([]);

    const again = await uploadTo(firmware.upload, { app: env.regionApp(), token: admin.token, fileName: 'copy.bin', content });
    expect(again.body).toMatchObject({ retCode: 20020, data: { md5: md5(content) } });
  });

  it('refuses one byte over the limit and leaves no object behind', async () => {
    const res = await uploadTo(plugins.upload, { app: env.regionApp(), token: admin.token, fileName: 'p.bin', content: randomBytes(1025) });
    expect(res.body.retCode).toBe(60051);
    expect(await (await store()).listTemp()).toEqual([]);
  });

  it('leaves no object and no row when the client disconnects mid-stream', async () => {
    const db = env.regionDb();
    const rowsBefore = await db.$count(storedFiles);
    const url = new URL(firmware.upload.path, env.system.regions.US!.url).toString();
    // Past the first 8 MiB part, so a multipart upload is under way when the client goes.
    const req = await startPartialUpload(url, admin.token, 10 * 1024 * 1024, 11 * 1024 * 1024);
    const s3 = await store();
    req.destroy();
    await eventually(async () => (await s3.listTemp()).length === 0);
    expect(await db.$count(storedFiles)).toBe(rowsBefore);
  });

  it('removes temporary objects left by a crash when the store opens (a sweep age of 0: a region of one process)', async () => {
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: 'us/tmp/left-by-a-crash', Body: randomBytes(10) }));
    expect(await (await store()).listTemp()).toEqual(['tmp/left-by-a-crash']);
    const alone = await openFileStore({ ...readConfig({ UPLOAD_TEMP_SWEEP_AGE_SECONDS: '0' }), storage }, 'US');
    expect(await alone.listTemp()).toEqual([]);
  });
});
