/**
 * Fills one region (or all) with deterministic demo data, generated inside the database.
 *
 *   npm run demo:data -- --region US --scale 10000 --database-url postgres://postgres@127.0.0.1/gwn_us
 *   npm run demo:data -- --region EU --enterprises 5000 --devices 40000
 *   npm run demo:data -- --region all            (embedded PGlite under DATA_DIR, as `npm start` uses)
 *
 * Scale 1 is US 100 enterprises / 1,000 devices, EU 70 / 560, CN 45 / 330; scale multiplies
 * (server/src/region/demo/demo-plan.ts has the full table). Without --database-url a region uses
 * REGION_<R>_DATABASE_URL, else its PGlite directory. Rows are added after any existing ones.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REGIONS, isRegionName, type RegionName } from '@gwn/contract';
import { readConfig } from '../server/src/config.ts';
import { openRegionDatabase } from '../server/src/db/connect.ts';
import { seedDemoData } from '../server/src/region/demo/seed-demo-data.ts';

const { values } = parseArgs({
  options: {
    region: { type: 'string', default: 'all' },
    scale: { type: 'string' },
    enterprises: { type: 'string' },
    devices: { type: 'string' },
    managers: { type: 'string' },
    'database-url': { type: 'string' },
    'defer-indexes': { type: 'boolean' },
    'keep-indexes': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('usage: npm run demo:data -- [--region US|EU|CN|all] [--scale N] [--enterprises N] [--devices N] [--managers N]'
    + ' [--database-url postgres://...] [--defer-indexes | --keep-indexes]');
  process.exit(0);
}

function count(name: string, raw: string | undefined, integer = true): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be a non-negative ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return value;
}

const regions: RegionName[] = values.region === 'all' ? [...REGIONS]
  : isRegionName(values.region) ? [values.region] : (() => { throw new Error(`--region must be US, EU, CN or all, got "${values.region}"`); })();
if (values['database-url'] && regions.length > 1) throw new Error('--database-url needs a single --region');

const size = {
  scale: count('scale', values.scale, false),
  enterprises: count('enterprises', values.enterprises),
  devices: count('devices', values.devices),
  managers: count('managers', values.managers),
};
const deferIndexes = values['defer-indexes'] ? true : values['keep-indexes'] ? false : undefined;
const config = readConfig();

for (const region of regions) {
  const url = values['database-url'] ?? config.databaseUrls[region];
  const location = url ? { url } : { dataDir: path.join(config.dataDir, region.toLowerCase(), 'db') };
  console.log(`${region}: opening ${url ? url.replace(/\/\/[^@/]*@/, '//***@') : location.dataDir}`);
  const database = await openRegionDatabase(location);
  try {
    const result = await seedDemoData(database.db, region, {
      ...size, deferIndexes, log: (message) => console.log(`[${new Date().toISOString()}] ${message}`),
    });
    console.log(`${region}: inserted ${result.enterprises} enterprises, ${result.devices} devices, ${result.managers} managers`
      + ` in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}
