import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { apDevices, dashboard, enterpriseDevices, enterprises } from '@gwn/contract';
import { keepPlansOn, type Db, type RegionDb, type RegionSchema } from '../server/src/db/connect.ts';
import * as regionSchema from '../server/src/db/region-schema.ts';
import { apDeviceService } from '../server/src/region/ap-devices/service.ts';
import { dashboardRepo } from '../server/src/region/dashboard/repo.ts';
import { dashboardService } from '../server/src/region/dashboard/service.ts';
import { enterpriseSearch } from '../server/src/region/enterprises/search.ts';
import { enterpriseService } from '../server/src/region/enterprises/service.ts';
import type { HttpRequest, Statement } from './lib/http-load.ts';

/** One measured call: how the API is asked, and how the service is driven once to capture its SQL. */
export interface Scenario { group: 'search' | 'mac' | 'devices' | 'dashboard'; label: string; http: HttpRequest; run: (db: RegionDb) => Promise<unknown> }

/** Real values of the data set, read once, so every search term has a known number of matches. */
async function sample(pool: pg.Pool) {
  const { rows: [e] } = await pool.query<{ id: string; email: string; username: string; phone: string; enterprise_name: string; enterprise_id: string }>(
    'SELECT id, email, username, phone, enterprise_name, enterprise_id FROM enterprises ORDER BY id OFFSET 500000 LIMIT 1');
  // An enterprise that owns APs, for its device list; and a MAC for the AP search.
  const { rows: [d] } = await pool.query<{ mac: string; enterprise_id: string }>(
    "SELECT mac, enterprise_id FROM devices WHERE kind = 'AP' AND enterprise_id IS NOT NULL ORDER BY id OFFSET 5000000 LIMIT 1");
  const { rows: [owner] } = await pool.query<{ enterprise_id: string; email: string }>(
    'SELECT enterprise_id, email FROM enterprises WHERE id = $1', [d.enterprise_id]);
  return { e, d, owner };
}

export async function buildScenarios(pool: pg.Pool, regionUrl: string): Promise<Scenario[]> {
  const { e, d, owner } = await sample(pool);
  const family = e.username.split(' ').pop() ?? e.username;
  const stem = e.enterprise_name.split(' ')[0];
  const terms: [string, string][] = [
    [`rare: one enterprise's e-mail "${e.email}"`, e.email],
    [`rare: phone digits "${e.phone.slice(-9)}"`, e.phone.slice(-9)],
    [`common: family name "${family}"`, family],
    [`common: company word "${stem}"`, stem],
    // A few hundred matches: too many to fetch cheaply, too few for a scan to fill a page quickly.
    [`medium: last phone group "${e.phone.slice(-4)}"`, e.phone.slice(-4)],
    ['no match: "zqxjv"', 'zqxjv'],
  ];
  // One service per database handle, as in the running region: the search planner's sample is taken once
  // (captureStatements runs each scenario twice and keeps the second run's statements).
  const enterpriseServices = new WeakMap<RegionDb, ReturnType<typeof enterpriseService>>();
  const apServices = new WeakMap<RegionDb, ReturnType<typeof apDeviceService>>();
  const once = <S>(cache: WeakMap<RegionDb, S>, db: RegionDb, make: () => S) => cache.get(db) ?? cache.set(db, make()).get(db)!;
  const search = ([label, term]: [string, string], sort: object = {}): Scenario => {
    const body = { search: term, ...sort, pageNum: 1, pageSize: 20 };
    return {
      group: 'search', label,
      http: { method: 'POST', url: `${regionUrl}${enterprises.list.path}`, body },
      run: (db) => once(enterpriseServices, db, () => enterpriseService(enterpriseSearch(db)))
        .list(enterprises.list.request.parse(body)),
    };
  };
  const mac = (label: string, text: string, state?: apDevices.ApState): Scenario => {
    const body = { search: text, ...(state ? { state } : {}), pageNum: 1, pageSize: 20 };
    return {
      group: 'mac', label, http: { method: 'POST', url: `${regionUrl}${apDevices.manageList.path}`, body },
      run: (db) => once(apServices, db, () => apDeviceService(db)).manageList(apDevices.manageList.request.parse(body)),
    };
  };
  const apQuery = { enterpriseId: owner.enterprise_id, email: owner.email, pageNum: '1', pageSize: '20' };
  const dash = (name: 'accountCount' | 'apCount' | 'clientCount' | 'deviceCount' | 'prorateCount'): Scenario => ({
    group: 'dashboard', label: dashboard[name].path,
    http: { method: 'POST', url: `${regionUrl}${dashboard[name].path}`, body: {} },
    // A cache that is never fresh, so the capture runs the aggregates themselves.
    run: (db) => dashboardService(dashboardRepo(db), { cacheSeconds: 0 })[name](),
  });
  return [
    ...terms.map((term) => search(term)),
    // Sorted by the operator: a frequent text walks the (ap_count, id) index instead of the key.
    search([`common: family name "${family}", most APs first`, family], { sortField: 'apCount', sortOrder: 'desc' }),
    search([`medium: last phone group "${e.phone.slice(-4)}", most APs first`, e.phone.slice(-4)], { sortField: 'apCount', sortOrder: 'desc' }),
    mac(`MAC fragment "${d.mac.slice(4, 10)}"`, d.mac.slice(4, 10)),
    mac(`MAC 4-digit fragment "${d.mac.slice(8, 12)}"`, d.mac.slice(8, 12)),
    mac(`full MAC "${d.mac}"`, d.mac),
    // The APs ring's slices, without a search (the dashboard's links).
    mac('APs online in enterprises (no search)', '', 'online'),
    mac('APs offline in enterprises (no search)', '', 'offline'),
    mac('free APs online (no search)', '', 'free'),
    {
      group: 'devices', label: `APs of enterprise ${owner.enterprise_id} (page 1 of 20)`,
      http: { method: 'GET', url: `${regionUrl}${enterpriseDevices.apList.path}?${new URLSearchParams(apQuery)}` },
      run: (db) => apDeviceService(db).enterpriseAps(enterpriseDevices.apList.request.parse(apQuery)),
    },
    ...(['accountCount', 'apCount', 'clientCount', 'deviceCount', 'prorateCount'] as const).map(dash),
  ];
}

/**
 * A database of `schema` (the region's unless given) on `pool` that adds every statement the service sends to `sink`, in order,
 * marked when it goes through the service's kept plans (server/src/db/connect.ts withKeptPlans), so it can be replayed prepared
 * as the service sends it.
 */
export function capturingDb<S extends Record<string, unknown> = RegionSchema>(pool: pg.Pool, sink: Statement[], schema?: S): Db<S> {
  const loggedAs = (keptPlan: boolean) => ({ logQuery: (text: string, params: unknown[]) => void sink.push({ text, params, keptPlan }) });
  const tables = schema ?? regionSchema;
  const db = drizzle(pool, { schema: tables, logger: loggedAs(false) });
  keepPlansOn(db, drizzle(pool, { schema: tables, logger: loggedAs(true) }));
  // The node-postgres Drizzle instance is the Db the services are written against (connect.ts casts it the same way).
  return db as unknown as Db<S>;
}

/** Drives the service with a capturing database: the statements it sends, in order. */
export async function captureStatements(pool: pg.Pool, scenario: Scenario): Promise<{ statements: Statement[]; ms: number }> {
  const statements: Statement[] = [];
  const db = capturingDb(pool, statements);
  const t = process.hrtime.bigint();
  await scenario.run(db);
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (scenario.group === 'search' || scenario.group === 'mac') {
    // Again, keeping only this run's statements: a running service has its search sample already.
    statements.length = 0;
    await scenario.run(db);
  }
  return { statements, ms };
}
