import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmware } from '@gwn/contract';
import { readConfig } from '../config.ts';
import { storedFiles } from '../db/region-schema.ts';
import { startTestSystem, type TestSystem } from '../../test/harness.ts';
import { buildOperator, type BuiltOperator } from '../../test/factories.ts';
import { eventually, startPartialUpload } from '../region/uploads/upload-test-client.ts';
import { openFileStore } from './open-file-store.ts';

describe('abandoned and half-written uploads (local disk)', () => {
  let system: TestSystem;
  let admin: BuiltOperator;
  const tempDir = () => path.join(system.config.dataDir, 'us', 'files', '.tmp');

  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US'] });
    admin = await buildOperator(system.account!.database.db);
  });
  afterAll(() => system.close());

  it('leaves no file and no row when the client disconnects mid-stream', async () => {
    const db = system.regions.US!.database.db;
    const rowsBefore = await db.$count(storedFiles);
    const req = await startPartialUpload(new URL(firmware.upload.path, system.regions.US!.url).toString(), admin.token, 2 * 1024 * 1024, 50 * 1024 * 1024);
    await eventually(async () => (await readdir(tempDir())).length > 0);
    req.destroy();
    await eventually(async () => (await readdir(tempDir())).length === 0);
    expect(await db.$count(storedFiles)).toBe(rowsBefore);
    expect(await readdir(path.join(system.config.dataDir, 'us', 'files'))).not.toContain('firmware');
  });

  it('sweeps temporary files a previous run left behind when the store opens', async () => {
    await writeFile(path.join(tempDir(), 'left-by-a-crash'), randomBytes(100));
    const config = { ...readConfig({ DATA_DIR: system.config.dataDir }) };
    const store = await openFileStore(config, 'US');
    expect(await store.listTemp()).toEqual([]);
  });
});
