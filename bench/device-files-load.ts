/**
 * Load benchmark of the core and capture file lists with 1,000,000 files in one region on PostgreSQL:
 * the list filtered by a MAC or an uploader e-mail and sorted by time, and the filter-options call,
 * each through the real region service (autocannon). Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/device-files-load.ts   (BENCH_DATABASE_URL, BENCH_SECONDS=20, BENCH_CONNECTIONS=32, BENCH_PORT=19680, BENCH_ONLY)
 * The database is created when missing; the service migrates it; the rows are generated inside PostgreSQL
 * (INSERT ... SELECT FROM generate_series) when it holds fewer than BENCH_FILES (default 1,000,000).
 */
import path from 'node:path';
import type pg from 'pg';
import { describeMachine } from './lib/machine.ts';
import { figuresCells, loadSettings, measureScenarios, runBench, benchOnly, targetCell, withServices, type LoadRow, type LoadScenario } from './lib/load-harness.ts';
import { writeDocSection } from './lib/doc-section.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_files';
const { seconds: SECONDS, connections: CONNECTIONS, port: PORT } = loadSettings({ seconds: 20, connections: 32, port: 19680 });
const FILES = Number(process.env.BENCH_FILES ?? 1_000_000);
const DEVICES = 20_000;
const EMAILS = 5_000;
const TARGET_MS = 50;
const DOC = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const START = '<!-- device-files-bench:start -->';
const END = '<!-- device-files-bench:end -->';

/** 1,000,000 files, half core dumps, half captures, from 20,000 devices and 5,000 users over 180 days. */
async function generate(pool: pg.Pool): Promise<void> {
  const { rows: [{ n }] } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM device_files');
  if (Number(n) >= FILES) return;
  console.log(`generating ${FILES.toLocaleString('en-US')} files (the table holds ${n})`);
  await pool.query('TRUNCATE device_files');
  const batch = 250_000;
  for (let lo = 1; lo <= FILES; lo += batch) {
    const hi = Math.min(FILES, lo + batch - 1);
    await pool.query(`
      INSERT INTO device_files (kind, file_name, mac, uploader_email, model, firmware_version, storage_key, size, md5, created_at)
      SELECT CASE WHEN i % 2 = 0 THEN 'core' ELSE 'capture' END,
             CASE WHEN i % 2 = 0 THEN 'core_' ELSE 'capture_' END || i || CASE WHEN i % 2 = 0 THEN '.gz' ELSE '.pcap' END,
             'C074AD' || lpad(upper(to_hex(((i::bigint * 7919) % $3)::int)), 6, '0'),
             CASE WHEN i % 2 = 0 THEN '' ELSE 'user' || ((i::bigint * 104729) % $4) || '@example.com' END,
             'GWN76' || (60 + i % 5), '1.0.' || (i % 7) || '.' || (i % 3),
             'bench/' || i, 4096 + i % 1000, md5(i::text),
             now() - make_interval(secs => (i * 15.552)::double precision)
      FROM generate_series($1::int, $2::int) AS i`, [lo, hi, DEVICES, EMAILS]);
    console.log(`  ${hi.toLocaleString('en-US')}`);
  }
  await pool.query('VACUUM (ANALYZE) device_files');
}

async function scenarios(pool: pg.Pool, regionUrl: string): Promise<LoadScenario[]> {
  const { rows: [a] } = await pool.query<{ mac: string; n: string }>(
    "SELECT mac, count(*) AS n FROM device_files WHERE kind = 'capture' GROUP BY mac ORDER BY count(*) DESC, mac LIMIT 1");
  const { rows: [e] } = await pool.query<{ email: string; n: string }>(
    "SELECT uploader_email AS email, count(*) AS n FROM device_files WHERE kind = 'capture' GROUP BY uploader_email ORDER BY count(*) DESC, 1 LIMIT 1");
  const mac = a.mac.match(/.{2}/g)!.join(':');
  const list = (kind: 'core' | 'capture', body: object) => ({ method: 'POST' as const, url: `${regionUrl}/admin/file/${kind}/list`, body });
  return [
    { label: `captures of MAC ${mac} (${a.n} files), newest first`, http: list('capture', { filter: { macs: [mac] }, pageSize: 10 }), target: true },
    { label: `captures of MAC ${mac}, oldest first`, http: list('capture', { filter: { macs: [mac] }, order: 'asc', pageSize: 10 }), target: true },
    { label: `captures of ${e.email} (${e.n} files), newest first`, http: list('capture', { filter: { emails: [e.email] }, pageSize: 10 }), target: true },
    { label: `core files of MAC ${mac}, page 3 of 20 per page`, http: list('core', { filter: { macs: [mac] }, pageNum: 3, pageSize: 20 }), target: true },
    { label: 'capture filter options (500 e-mails, 500 MACs)', http: { method: 'POST', url: `${regionUrl}/admin/file/capture/filter`, body: {} }, target: true },
    { label: 'core filter options', http: { method: 'POST', url: `${regionUrl}/admin/file/core/filter`, body: {} }, target: true },
    { label: 'all captures, newest first (no filter: counts 500,000 rows)', http: list('capture', { pageSize: 10 }), target: false },
    { label: 'crash groups (500,000 core dumps)', http: { method: 'POST', url: `${regionUrl}/admin/file/core/groups`, body: { pageSize: 20 } }, target: false },
  ];
}

function writeSection(rows: LoadRow<LoadScenario>[], machine: string, count: number): void {
  const lines = [
    START,
    '## Core and capture files: 1,000,000 files, lists filtered and sorted under load',
    '',
    `Generated by \`npx tsx bench/device-files-load.ts\` on ${new Date().toISOString()}; rerun it to refresh this section.`,
    machine,
    `Data set: ${count.toLocaleString('en-US')} rows in \`device_files\` on PostgreSQL (half core dumps, half captures; ${DEVICES.toLocaleString('en-US')} devices, `
      + `${EMAILS.toLocaleString('en-US')} uploader e-mails, 180 days), generated inside PostgreSQL by the script.`,
    'One region service (US, its own Node process) against that database, an account service (embedded PGlite) that issued the credential.',
    `Each call: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, one fixed request; client, service and PostgreSQL share the same cores.`,
    '',
    '| Call | p50 / p95 / p99 (ms) | req/s | Errors | Target p95 < 50 ms |',
    '|---|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.scenario.label} | ${figuresCells(r.api)} | ${targetCell(r.api, r.scenario.target, TARGET_MS)} |`),
    '',
    'Why: each filtered list is two index range scans, on `(kind, mac, created_at, id)` or `(kind, uploader_email, created_at, id)`',
    '(the count, and the page in time order, either direction); the filter options are a loose index scan (one index probe per',
    'distinct value, at most 500 of each). The filter options, the whole list\'s count and the crash groups grow with the table, so',
    'the service keeps each for ten times as long as it took (server/src/region/device-files/cost-cache.ts); their figures measure that.',
    'With 32 clients on 2 cores a p95 is roughly CPU time per call x 32 / cores, so the load average at start (other work on the',
    'machine) weighs directly on it; the calls run after a 5 s warm-up of the service.',
    '',
    'How to rerun (the data set is generated on the first run, about a minute):',
    '```',
    'npx tsx bench/device-files-load.ts   # BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gwn_b_files), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ONLY',
    '```',
    END,
  ];
  writeDocSection(DOC, { start: START, end: END }, lines.join('\n'));
}

async function main(): Promise<void> {
  const machine = describeMachine();
  await withServices({
    port: PORT, env: { REGION_US_DATABASE_URL: DATABASE_URL }, databases: [{ url: DATABASE_URL, poolMax: 4 }],
  }, async ({ pools: [pool], regionUrl, token }) => {
    await generate(pool);
    const { rows: [{ n }] } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM device_files');
    const rows = await measureScenarios(await scenarios(pool, regionUrl), { token, connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: 5 });
    if (!benchOnly()) writeSection(rows, machine, Number(n));
  });
}

runBench(main);
