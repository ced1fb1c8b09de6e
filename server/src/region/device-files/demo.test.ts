import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deviceFiles as contract } from '@gwn/contract';
import { deviceFiles } from '../../db/region-schema.ts';
import { openFileStore } from '../../storage/open-file-store.ts';
import { buildDevice, buildEnterprise } from '../../../test/region-factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import type { RegionContext } from '../shared/region-context.ts';
import { seedDemoDeviceFiles } from './demo.ts';

describe('demo core and capture files', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();

  it('seeds both kinds from the region\'s devices through the upload service, once, with their bytes in the store', async () => {
    const db = env.regionDb();
    const enterprise = await buildEnterprise(db, { email: 'owner@example.com' });
    for (let i = 0; i < 6; i++) {
      await buildDevice(db, { enterpriseId: enterprise.id, model: i % 2 ? 'GWN7660' : 'GWN7664', versionFirmware: `1.0.${i % 3}` });
    }
    const ctx = { db, files: await openFileStore(env.system.config, 'US') } as RegionContext;
    const seeded = await seedDemoDeviceFiles(ctx);
    expect(seeded).toBeGreaterThan(10);
    expect(await seedDemoDeviceFiles(ctx)).toBe(0);

    const captures = (await env.call(contract.captureList, { pageSize: 100 }, { token: admin.token })).body.data;
    expect(captures.total).toBeGreaterThan(0);
    expect(captures.result.every((r: { uploaderEmail: string }) => r.uploaderEmail === 'owner@example.com')).toBe(true);
    const groups = (await env.call(contract.groups, { pageSize: 100 }, { token: admin.token })).body.data;
    expect(groups.result.length).toBeGreaterThan(1);
    expect(groups.result[0].count).toBeGreaterThan(groups.result.at(-1)!.count);

    const [row] = await db.select({ key: deviceFiles.storageKey, md5: deviceFiles.md5 }).from(deviceFiles).limit(1);
    const bytes = await readFile(path.join(env.system.config.dataDir, 'us', 'files', row.key));
    expect(createHash('md5').update(bytes).digest('hex')).toBe(row.md5);
  });
});
