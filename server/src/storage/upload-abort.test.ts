import { randomBytes } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firmware } from '@gwn/contract';
import { readConfig } from '../config.ts';
import { storedFiles } from '../db/region-schema.ts';
import { eventually } from '../../test/eventually.ts';
import { useTestSystem } from '../../test/test-system.ts';
import { startPartialUpload } from '../../test/upload-client.ts';
import { openFileStore } from './open-file-store.ts';

describe('abandoned and half-written uploads (local disk)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const dataDir = () => env.system.config.dataDir;
  const tempDir = () => path.join(dataDir(), 'us', 'files', '.tmp');

  it('leaves no file and no row when the client disconnects mid-stream', async () => {
    const db = env.regionDb();
    const rowsBefore = await db.$count(storedFiles);
    const req = await startPartialUpload(new URL(firmware.upload.path, env.system.regions.US!.url).toString(), admin.token, 2 * 1024 * 1024, 50 * 1024 * 1024);
    await eventually(async () => (await readdir(tempDir())).length > 0);
    req.destroy();
    await eventually(async () => (await readdir(tempDir())).length === 0);
    expect(await db.$count(storedFiles)).toBe(rowsBefore);
    expect(await readdir(path.join(dataDir(), 'us', 'files'))).not.toContain('firmware');
  });

  it('sweeps temporary files a previous run left behind when the store opens (by default, those untouched for a day)', async () => {
    const leftover = path.join(tempDir(), 'left-by-a-crash');
    await writeFile(leftover, randomBytes(100));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(leftover, twoDaysAgo, twoDaysAgo);
    const config = { ...readConfig({ DATA_DIR: dataDir() }) };
    const store = await openFileStore(config, 'US');
    expect(await store.listTemp()).toEqual([]);
  });

  it('with a sweep age, keeps recent temporary files (another copy\'s upload in flight) and removes old ones', async () => {
    const old = path.join(tempDir(), 'old');
    await writeFile(old, randomBytes(10));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(tempDir(), 'in-flight'), randomBytes(10));
    const store = await openFileStore(readConfig({ DATA_DIR: dataDir(), UPLOAD_TEMP_SWEEP_AGE_SECONDS: '3600' }), 'US');
    expect(await store.listTemp()).toEqual(['.tmp/in-flight']);
    await store.sweepTemp();
  });
});
