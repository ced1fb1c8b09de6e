/**
 * Load benchmark of the enterprise screens' calls on a region with 1,000,000 enterprises and
 * 10,000,000 devices in PostgreSQL: each call through the real region service (autocannon) and the
 * same SQL straight through pg, at the same concurrency. Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/enterprise-load.ts            (BENCH_DATABASE_URL, BENCH_SECONDS=20, BENCH_CONNECTIONS=32, BENCH_PORT=19580, BENCH_ONLY)
 * The database must exist; create it once with (about 5 minutes):
 *   npm run demo:data -- --region US --scale 10000 --database-url <BENCH_DATABASE_URL>
 * or pass --create to have this script run that command when the database is missing.
 * --report-only rewrites the docs section from bench/results/enterprise-load.json (the last run) without measuring.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describeMachine } from './lib/machine.ts';
import { measureHttp, measureSql, type Figures } from './enterprise-measure.ts';
import { readSavedResult, writeEnterpriseSection, type Row } from './enterprise-report.ts';
import { buildScenarios, captureStatements } from './enterprise-scenarios.ts';
import { signInAsRoot, startServices, stopServices, type ServiceProcess } from './upload-services.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_big';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 19580);
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

/** Opens the database, creating it with the demo generator first when --create is given and it is missing. */
async function openDataset(): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  try {
    await pool.query('SELECT 1 FROM enterprises LIMIT 1');
    return pool;
  } catch (err) {
    await pool.end();
    if (!process.argv.includes('--create')) {
      throw new Error(`${DATABASE_URL} is not a demo region database (${String(err)}); create it with\n`
        + `  npm run demo:data -- --region US --scale 10000 --database-url ${DATABASE_URL}\nor rerun with --create`);
    }
    const created = spawnSync('npm', ['run', 'demo:data', '--', '--region', 'US', '--scale', '10000', '--database-url', DATABASE_URL], { stdio: 'inherit' });
    if (created.status !== 0) throw new Error('the demo generator failed');
    return new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS });
  }
}

const singleRun = (ms: number): Figures => ({ requests: 1, errors: 0, p50: ms, p95: ms, p99: ms, rps: 1000 / ms });
const line = (f: Figures) => `p50 ${f.p50.toFixed(1)} p95 ${f.p95.toFixed(1)} p99 ${f.p99.toFixed(1)} ms, ${f.rps.toFixed(0)}/s, ${f.errors} errors`;

async function main(): Promise<void> {
  if (process.argv.includes('--report-only')) return writeEnterpriseSection(readSavedResult());
  const machine = describeMachine();
  const pool = await openDataset();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-enterprise-bench-'));
  let services: ServiceProcess[] = [];
  const stop = async () => {
    await stopServices(services);
    services = [];
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().finally(() => process.exit(130)));
  try {
    const dataset = await describeDataset(pool);
    console.log(`data set: ${dataset}`);
    process.env.REGION_US_DATABASE_URL = DATABASE_URL;
    services = await startServices({ port: PORT, dataDir, regions: ['US'] });
    const token = await signInAsRoot(services[0].url);
    // BENCH_ONLY (a regular expression over the labels) measures some calls only, and leaves docs/benchmarks.md alone.
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const scenarios = (await buildScenarios(pool, services[1].url)).filter((s) => !only || only.test(s.label));
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      // One call first: it must succeed (and it warms the dashboard's snapshot cache like a first viewer would).
      const reply = await fetch(scenario.http.url, {
        method: scenario.http.method, headers: { authorization: token, 'content-type': 'application/json' },
        body: scenario.http.body === undefined ? undefined : JSON.stringify(scenario.http.body),
      });
      const envelope = (await reply.json()) as { retCode: number };
      if (reply.status !== 200 || envelope.retCode !== 0) throw new Error(`${scenario.label}: HTTP ${reply.status}, retCode ${envelope.retCode}`);
      const { statements, ms } = await captureStatements(pool, scenario);
      const api = await measureHttp(scenario.http, token, CONNECTIONS, SECONDS);
      // A dashboard aggregate reads all 10 M devices (seconds each): 32 of them at once on this machine run for minutes
      // and only repeat the cold figure, so they are run once; the API answers them from its snapshot cache.
      const sql = scenario.group === 'dashboard' ? singleRun(ms) : await measureSql(pool, statements, CONNECTIONS, SECONDS);
      console.log(`${scenario.label}\n  API ${line(api)}\n  SQL ${line(sql)} (${statements.length} statements, cold ${ms.toFixed(0)} ms)`);
      rows.push({ label: scenario.label, group: scenario.group, api, sql, statements: statements.length, captureMs: ms });
    }
    if (only) return;
    writeEnterpriseSection({
      date: new Date().toISOString(), machine, dataset, connections: CONNECTIONS, seconds: SECONDS, rows, targetMs: TARGET_MS,
    });
    console.log('wrote the enterprise section of docs/benchmarks.md');
  } finally {
    await stop();
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
