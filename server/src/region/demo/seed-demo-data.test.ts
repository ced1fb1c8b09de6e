import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dashboard, REGIONS, type RegionName } from '@gwn/contract';
import { buildOperator } from '../../../test/factories.ts';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, managerVisits } from '../../db/region-schema.ts';
import { seedDemoData, seedDemoDataIfEmpty } from './seed-demo-data.ts';

const EXPECTED_DEVICES: Record<RegionName, number> = { US: 1_000, EU: 560, CN: 330 };
const EXPECTED_ENTERPRISES: Record<RegionName, number> = { US: 100, EU: 70, CN: 45 };

/** Every dashboard number of a region, as the console would read them. */
async function dashboardOf(system: TestSystem, region: RegionName, token: string) {
  const result: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(dashboard)) {
    const res = await system.call(endpoint, {}, { token, region });
    expect(res.body.retCode).toBe(0);
    result[name] = res.body.data;
  }
  return result;
}

const firstEnterprises = (db: RegionDb) => db.select({
  name: enterprises.enterpriseName, email: enterprises.email, phone: enterprises.phone, outdoor: enterprises.outdoor,
}).from(enterprises).orderBy(enterprises.id).limit(5);

const stats = async (db: RegionDb) => {
  const [e] = await db.select({
    total: sql`count(*)`.mapWith(Number),
    mfa: sql`count(*) FILTER (WHERE google_auth = 1)`.mapWith(Number),
    mfaPending: sql`count(*) FILTER (WHERE google_auth = 2)`.mapWith(Number),
    outdoor: sql`count(*) FILTER (WHERE outdoor = 1)`.mapWith(Number),
    withoutDevices: sql`count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM devices d WHERE d.enterprise_id = enterprises.id))`.mapWith(Number),
  }).from(enterprises);
  const [d] = await db.select({
    total: sql`count(*)`.mapWith(Number),
    macs: sql`count(DISTINCT mac)`.mapWith(Number),
    free: sql`count(*) FILTER (WHERE enterprise_id IS NULL)`.mapWith(Number),
    kinds: sql`count(DISTINCT kind)`.mapWith(Number),
    online: sql`count(*) FILTER (WHERE online)`.mapWith(Number),
    clients: sql`coalesce(sum(client_count), 0)`.mapWith(Number),
  }).from(devices);
  const [v] = await db.select({
    managers: sql`count(DISTINCT mac)`.mapWith(Number),
    days: sql`count(DISTINCT date_trunc('day', created_at))`.mapWith(Number),
  }).from(managerVisits);
  return { e, d, v };
};

describe('demo data', () => {
  const env = useTestSystem({ config: { demoData: true } });
  const admin = env.operator();

  it.each(REGIONS)('fills %s on first start with realistic, varied rows', async (region) => {
    const { e, d, v } = await stats(env.regionDb(region));
    expect(e.total).toBe(EXPECTED_ENTERPRISES[region]);
    expect(d.total).toBe(EXPECTED_DEVICES[region]);
    expect(d.macs).toBe(d.total);
    expect(e.mfa).toBeGreaterThan(0);
    expect(e.mfaPending).toBeGreaterThan(0);
    expect(e.mfa + e.mfaPending).toBeLessThan(e.total / 5);
    expect(e.outdoor).toBeGreaterThan(0);
    expect(e.outdoor).toBeLessThan(e.total);
    expect(e.withoutDevices).toBeGreaterThan(0);
    expect(d.free).toBeGreaterThan(0);
    expect(d.kinds).toBe(3);
    expect(d.online).toBeGreaterThan(0);
    expect(d.online).toBeLessThan(d.total);
    expect(d.clients).toBeGreaterThan(0);
    expect(v.managers).toBeGreaterThanOrEqual(3);
    expect(v.days).toBeGreaterThan(20);
  });

  it('gives each region its own numbers, so a region switch changes the dashboard', async () => {
    const boards = await Promise.all(REGIONS.map((r) => dashboardOf(env.system, r, admin.token)));
    for (const board of boards) expect((board.deviceCount as { totalCount: number }).totalCount).toBeGreaterThan(0);
    expect(new Set(boards.map((b) => JSON.stringify(b))).size).toBe(3);
    expect(boards[0].deviceCount).toMatchObject({ totalCount: 1_000 });
  });

  it('is deterministic: another empty US region gets the same rows and dashboard', async () => {
    // A second system on purpose: the same seed on another empty database.
    const again = await startTestSystem({ regions: ['US'], config: { demoData: true } });
    try {
      const otherToken = (await buildOperator(again.account!.database.db)).token;
      expect(await dashboardOf(again, 'US', otherToken)).toEqual(await dashboardOf(env.system, 'US', admin.token));
      expect(await firstEnterprises(again.regions.US!.database.db)).toEqual(await firstEnterprises(env.regionDb()));
    } finally {
      await again.close();
    }
  }, 120_000);

  it('leaves a region that already has enterprises alone on start, and adds explicit counts after existing rows', async () => {
    const db = env.regionDb('CN');
    expect(await seedDemoDataIfEmpty(db, 'CN')).toBeNull();
    const before = await stats(db);
    const result = await seedDemoData(db, 'CN', { enterprises: 12, devices: 40, managers: 2 });
    expect(result).toMatchObject({ enterprises: 12, devices: 40, managers: 2 });
    const after = await stats(db);
    expect(after.e.total).toBe(before.e.total + 12);
    expect(after.d.total).toBe(before.d.total + 40);
    expect(after.d.macs).toBe(after.d.total);
    expect(after.v.managers).toBe(before.v.managers + 2);
  });
});
