/**
 * Load benchmark of the enterprise screens' calls on a region with 1,000,000 enterprises and
 * 10,000,000 devices in PostgreSQL: each call through the real region service (autocannon) and the
 * same SQL straight through pg, at the same concurrency, and through a bare Fastify process that sends that SQL and
 * replies with its rows (the floor: what any Node HTTP service pays for it). Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/enterprise-load.ts            (BENCH_DATABASE_URL, BENCH_SECONDS=20, BENCH_CONNECTIONS=32, BENCH_PORT=19580, BENCH_ONLY)
 * The database must exist; create it once with (about 5 minutes):
 *   npm run demo:data -- --region US --scale 10000 --database-url <BENCH_DATABASE_URL>
 * or pass --create to have this script run that command when the database is missing.
 * --report-only rewrites the docs section from bench/results/enterprise-load.json (the last run) without measuring.
 */
import pg from 'pg';
import { benchPool, openDemoDataset } from './lib/database.ts';
import { POOL_SESSIONS } from '../server/src/db/connect.ts';
import { describeMachine } from './lib/machine.ts';
import {
  measureHttp, measureSql, metered, sentLikeTheService, sentUnnamed, type Figures, type PreparedLikeTheService,
} from './lib/http-load.ts';
import { benchOnly, callOk, figuresLine, loadSettings, runBench, withServices } from './lib/load-harness.ts';
import { withSqlFloors, type SqlFloor } from './lib/sql-floor.ts';
import { readSavedResult, writeEnterpriseSection, type Row } from './enterprise-report.ts';
import { buildScenarios, captureStatements } from './enterprise-scenarios.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_big';
const { seconds: SECONDS, connections: CONNECTIONS, port: PORT } = loadSettings({ seconds: 20, connections: 32, port: 19580 });
const TARGET_MS = 50;

/** Exact enterprise count, estimated device count (an exact count of 10 M rows costs seconds and proves nothing more). */
async function describeDataset(pool: pg.Pool): Promise<string> {
  const { rows: [c] } = await pool.query<{ enterprises: string; devices: string }>(`SELECT
    (SELECT count(*) FROM enterprises) AS enterprises,
    (SELECT reltuples::bigint FROM pg_class WHERE relname = 'devices') AS devices`);
  const n = (s: string) => Number(s).toLocaleString('en-US');
  return `\`${new URL(DATABASE_URL).pathname.slice(1)}\` on PostgreSQL (${n(c.enterprises)} enterprises, ~${n(c.devices)} devices by the planner's estimate), `
    + 'made by `npm run demo:data -- --region US --scale 10000`';
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
const singleRun = (ms: number): Figures => ({ requests: 1, errors: 0, p50: ms, p95: ms, p99: ms, rps: 1000 / ms });

/** Each scenario (BENCH_ONLY applied) through the API, straight through pg, and through the floor, one after another. */
async function measureCalls(
  pool: pg.Pool, likeTheService: PreparedLikeTheService, region: { url: string; pid: number | undefined }, token: string, floor: SqlFloor,
): Promise<Row[]> {
  const only = benchOnly();
  const scenarios = (await buildScenarios(pool, region.url)).filter((s) => !only || only.test(s.label));
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    // One call first: it must succeed (and it warms the dashboard's snapshot cache like a first viewer would).
    await callOk(scenario.http, token, scenario.label);
    const { statements, ms } = await captureStatements(pool, scenario);
    const api = await metered(region.pid, () => measureHttp(scenario.http, token, CONNECTIONS, SECONDS));
    let sql: Figures;
    let prepared: Figures | undefined;
    let floorFigures: Figures | undefined;
    if (scenario.group === 'dashboard') {
      // A dashboard aggregate reads all 10 M devices (seconds each): 32 of them at once on this machine run for minutes
      // and only repeat the cold figure, so it is run once; the API answers them from its snapshot cache.
      sql = singleRun(ms);
    } else {
      sql = await metered(undefined, () => measureSql(sentUnnamed(pool), statements, CONNECTIONS, SECONDS));
      // Each measurement after the previous one's idle connections have closed (benchPool): they would not fit beside its own.
      await settle();
      prepared = await metered(undefined, () => measureSql(sentLikeTheService(likeTheService), statements, CONNECTIONS, SECONDS));
      await settle();
      floorFigures = await floor.measure(statements, scenario.http.method, CONNECTIONS, SECONDS);
    }
    const kept = statements.filter((s) => s.keptPlan).length;
    console.log(`${scenario.label}\n  API ${figuresLine(api)}\n  SQL ${figuresLine(sql)} (${statements.length} statements, ${kept} with kept plans, cold ${ms.toFixed(0)} ms)`
      + (prepared ? `\n  SQL prepared ${figuresLine(prepared)}` : '') + (floorFigures ? `\n  floor ${figuresLine(floorFigures)}` : ''));
    rows.push({
      label: scenario.label, group: scenario.group, api, sql, prepared, floor: floorFigures, statements: statements.length, keptPlans: kept, captureMs: ms,
    });
  }
  return rows;
}

async function main(): Promise<void> {
  if (process.argv.includes('--report-only')) return writeEnterpriseSection(readSavedResult());
  const machine = describeMachine();
  const pool = await openDemoDataset(DATABASE_URL, { scale: 10_000, poolMax: CONNECTIONS, create: process.argv.includes('--create') });
  // The SQL again, prepared as the service sends it (server/src/db/connect.ts): planned per call, or with kept plans.
  const poolLike = (sessions: string) => benchPool(DATABASE_URL, CONNECTIONS, sessions);
  const likeTheService = { planned: poolLike(POOL_SESSIONS.planned), kept: poolLike(POOL_SESSIONS.kept) };
  try {
    const dataset = await describeDataset(pool);
    console.log(`data set: ${dataset}`);
    await withServices({ port: PORT, env: { REGION_US_DATABASE_URL: DATABASE_URL } }, async ({ regionUrl, token, services: [, regionService] }) => {
      // The region's own pool size; its port after the account service's and the region's.
      const floorSettings = { databaseUrl: DATABASE_URL, port: PORT + 2, poolMax: 20 };
      const rows = await withSqlFloors({ floor: floorSettings }, ({ floor }) => measureCalls(
        pool, likeTheService, { url: regionUrl, pid: regionService.child.pid }, token, floor,
      ));
      // BENCH_ONLY (a regular expression over the labels) measures some calls only, and leaves docs/benchmarks.md alone.
      if (benchOnly()) return;
      writeEnterpriseSection({
        date: new Date().toISOString(), machine, dataset, connections: CONNECTIONS, seconds: SECONDS, rows, targetMs: TARGET_MS,
      });
      console.log('wrote the enterprise section of docs/benchmarks.md');
    });
  } finally {
    await Promise.all([pool, likeTheService.planned, likeTheService.kept].map((p) => p.end()));
  }
}

runBench(main);
