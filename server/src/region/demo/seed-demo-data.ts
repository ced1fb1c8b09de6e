import { sql, type SQL } from 'drizzle-orm';
import type { RegionName } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, managerVisits, networks } from '../../db/region-schema.ts';
import { insertDevices } from './device-rows.ts';
import { MAX_DEVICE_NUMBER, NETWORK_SLOTS, owningCount, sizeFor, strideFor, type DemoPlan, type DemoSize } from './demo-plan.ts';
import { insertEnterprises, insertNetworks } from './enterprise-rows.ts';
import { deferSecondaryIndexes } from './deferred-indexes.ts';
import { insertManagerVisits } from './manager-visit-rows.ts';
import { REGION_PROFILES } from './region-profiles.ts';

export interface SeedOptions extends DemoSize {
  log?: (message: string) => void;
  /** Drop secondary indexes during the load and rebuild them after (default: for loads above a million devices). */
  deferIndexes?: boolean;
}

export interface SeedResult { enterprises: number; devices: number; managers: number; ms: number }

/** Rows per INSERT ... SELECT: large enough to amortise a statement, small enough to log progress. */
const BATCH = { enterprises: 100_000, devices: 250_000, managers: 5_000 };
/** Below this many rows the whole run is one transaction (first start: all or nothing). */
const TRANSACTION_LIMIT = 200_000;

/**
 * Fills a region with demo data generated inside the database (INSERT ... SELECT FROM
 * generate_series, in batches), deterministic per region and size: see demo-plan.ts for the
 * scale -> rows table and region-profiles.ts for what differs between regions.
 */
export async function seedDemoData(db: RegionDb, region: RegionName, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const size = sizeFor(region, opts);
  const plan = await planRun(db, region, size);
  if (plan.baseDevice + size.devices > MAX_DEVICE_NUMBER) {
    throw new Error(`a region holds at most ${MAX_DEVICE_NUMBER} demo devices (MACs are the OUI plus 6 hex digits)`);
  }
  log(`${region}: ${size.enterprises} enterprises, ${size.devices} devices, ${size.managers} managers`);
  const run = async (target: RegionDb) => {
    const step = async (what: string, total: number, batch: number, build: (lo: number, hi: number) => SQL) => {
      for (let lo = 1; lo <= total; lo += batch) {
        const hi = Math.min(total, lo + batch - 1);
        await target.execute(build(lo, hi));
        if (total > batch) log(`${region}: ${what} ${hi}/${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    };
    await step('enterprises', size.enterprises, BATCH.enterprises, (lo, hi) => insertEnterprises(plan, lo, hi));
    await step('networks of enterprises', size.enterprises, BATCH.enterprises, (lo, hi) => insertNetworks(plan, lo, hi));
    await step('devices', size.devices, BATCH.devices, (lo, hi) => insertDevices(plan, lo, hi));
    await step('managers (30 days of visits)', size.managers, BATCH.managers, (lo, hi) => insertManagerVisits(plan, lo, hi));
    for (const table of ['enterprises', 'networks', 'devices']) {
      await target.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT greatest(max(id), 1) FROM ${sql.identifier(table)}))`);
    }
  };

  const rows = size.enterprises * (1 + NETWORK_SLOTS) + size.devices;
  if (rows <= TRANSACTION_LIMIT) {
    await db.transaction((tx) => run(tx));
    await db.execute(sql`ANALYZE enterprises, enterprise_digit_grams, networks, devices, manager_visits`);
  } else {
    const deferred = opts.deferIndexes ?? size.devices > 1_000_000;
    const restore = deferred ? await deferSecondaryIndexes(db, ['enterprises', 'networks', 'devices'], log) : async () => {};
    try {
      await run(db);
    } finally {
      await restore();
    }
    log(`${region}: vacuum and analyze (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    // VACUUM sets the visibility map, without which the dashboard's index-only scans read the heap.
    await db.execute(sql`VACUUM (ANALYZE) enterprises, enterprise_digit_grams, networks, devices, manager_visits`);
  }
  const ms = Date.now() - started;
  log(`${region}: done in ${(ms / 1000).toFixed(1)} s`);
  return { ...size, ms };
}

/** First start: fills the region only when it has no enterprise yet (config.demoData). */
export async function seedDemoDataIfEmpty(db: RegionDb, region: RegionName, opts: SeedOptions = {}): Promise<SeedResult | null> {
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).limit(1);
  return row ? null : seedDemoData(db, region, opts);
}

async function planRun(db: RegionDb, region: RegionName, size: ReturnType<typeof sizeFor>): Promise<DemoPlan> {
  const maxId = sql`coalesce(max(id), 0)`.mapWith(Number);
  const [[e], [n], [d], [m]] = await Promise.all([
    db.select({ v: maxId }).from(enterprises),
    db.select({ v: maxId }).from(networks),
    db.select({ v: maxId }).from(devices),
    db.select({ v: sql`count(DISTINCT ${managerVisits.mac})`.mapWith(Number) }).from(managerVisits),
  ]);
  return {
    region, profile: REGION_PROFILES[region], ...size,
    baseEnterprise: e.v, baseNetwork: n.v, baseDevice: d.v, baseManager: m.v,
    ownerStride: strideFor(owningCount(size.enterprises)),
  };
}
