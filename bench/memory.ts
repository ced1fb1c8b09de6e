/**
 * Memory of the all-in-one process (`npm start`: the account service and the three regions in one Node process),
 * on its embedded databases (four PGlite instances) and on PostgreSQL, beside a bare Fastify process: resident
 * memory at idle, at its peak under load, and after the load has stopped; with the JS heap and the memory outside
 * it (array buffers, where PGlite's WebAssembly memory lives) from the process's own /metrics (issue #27).
 * Writes its section of docs/benchmarks.md.
 *
 *   npx tsx bench/memory.ts          BENCH_SECONDS (load, default 30), BENCH_CONNECTIONS (default 32),
 *                                    BENCH_SETTLE_SECONDS (idle before and after, default 30), BENCH_PORT (19480)
 *   npx tsx bench/memory.ts --smoke  seconds, nothing written; BENCH_ONLY=<regexp over setup labels> measures those only
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { adminUsers, apDevices, changeLogs, enterprises } from '@gwn/contract';
import { writeDocSection } from './lib/doc-section.ts';
import { measureHttp, type Figures, type HttpRequest } from './lib/http-load.ts';
import { benchOnly, callOk, loadSettings, runBench } from './lib/load-harness.ts';
import { describeMachine } from './lib/machine.ts';
import { BENCH_ROOT_PASSWORD, rssOf, sampleRss, signInAsRoot, stopServices, waitHealthy } from './lib/service-processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const smoke = process.argv.includes('--smoke');
const settings = loadSettings({ seconds: smoke ? 2 : 30, connections: smoke ? 4 : 32, port: 19480 });
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? (smoke ? 1 : 30));
const PG = 'postgres://postgres@127.0.0.1:5432';
const PG_DATABASES = { ACCOUNT_DATABASE_URL: 'gwn_bench_mem_account', REGION_US_DATABASE_URL: 'gwn_bench_mem_us', REGION_EU_DATABASE_URL: 'gwn_bench_mem_eu', REGION_CN_DATABASE_URL: 'gwn_bench_mem_cn' };

interface Setup { label: string; script: string; env: Record<string, string>; services: boolean }

const SETUPS: Setup[] = [
  { label: 'All-in-one, embedded PGlite (`npm start`, EMBEDDED_SHARED_BUFFERS=16MB)', script: 'server/src/main.ts', env: {}, services: true },
  {
    label: 'All-in-one, embedded PGlite at PGlite\'s own shared_buffers (128MB, as before)', script: 'server/src/main.ts', services: true,
    env: { EMBEDDED_SHARED_BUFFERS: '128MB' },
  },
  {
    label: 'All-in-one, PostgreSQL (four databases)', script: 'server/src/main.ts', services: true,
    env: Object.fromEntries(Object.entries(PG_DATABASES).map(([name, db]) => [name, `${PG}/${db}`])),
  },
  { label: 'Bare Fastify (floor)', script: 'bench/lib/bare-fastify.ts', env: {}, services: false },
];

/** What /metrics says about the process's memory (prom-client's default metrics). */
interface Inside { heapUsed: number; external: number }
interface Row { setup: Setup; idle: number; peak: number; after: number; inside: { idle: Inside; after: Inside } | null; load: Figures[] }

async function freshDatabases(): Promise<void> {
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  try {
    for (const db of Object.values(PG_DATABASES)) {
      await admin.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${db}"`);
    }
  } finally {
    await admin.end();
  }
}

async function inside(url: string): Promise<Inside> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { heapUsed: value('gwn_nodejs_heap_size_used_bytes'), external: value('gwn_nodejs_external_memory_bytes') };
}

const sleep = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));

/** The calls the load sends, spread over the account service and a region: lists an operator opens all day. */
function loadCalls(setup: Setup, accountUrl: string, regionUrl: string): HttpRequest[] {
  if (!setup.services) return [{ method: 'POST', url: `${accountUrl}/echo`, body: {} }];
  const page = { pageNum: 1, pageSize: 20 };
  return [
    { method: 'POST', url: `${accountUrl}${adminUsers.list.path}`, body: page },
    { method: 'POST', url: `${regionUrl}${enterprises.list.path}`, body: { ...page, search: 'a' } },
    { method: 'POST', url: `${regionUrl}${apDevices.manageList.path}`, body: { ...page, state: apDevices.AP_STATES[0] } },
    { method: 'POST', url: `${regionUrl}${changeLogs.systemList.path}`, body: page },
  ];
}

async function measure(setup: Setup): Promise<Row> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-bench-mem-'));
  if (Object.keys(setup.env).some((name) => name.endsWith('DATABASE_URL'))) await freshDatabases();
  const port = settings.port;
  const child = spawn(process.execPath, ['--import', 'tsx', setup.script], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...setup.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_ROOT_PASSWORD, LOG_LEVEL: 'warn' },
  });
  const accountUrl = `http://127.0.0.1:${port}`;
  const regionUrl = `http://127.0.0.1:${port + 1}`;
  try {
    await waitHealthy(accountUrl, child);
    if (setup.services) await waitHealthy(regionUrl, child);
    const pid = child.pid!;
    const token = setup.services ? await signInAsRoot(accountUrl) : '';
    const calls = loadCalls(setup, accountUrl, regionUrl);
    if (setup.services) for (const call of calls) await callOk(call, token);
    await sleep(settleSeconds);
    const idle = rssOf(pid);
    const idleInside = setup.services ? await inside(accountUrl) : null;
    const sampler = sampleRss([pid], 100);
    const perCall = Math.max(1, Math.round(settings.connections / calls.length));
    const load = await Promise.all(calls.map((call) => measureHttp(call, token, perCall, settings.seconds)));
    const [peak] = sampler.stop();
    await sleep(settleSeconds);
    const after = rssOf(pid);
    const afterInside = setup.services ? await inside(accountUrl) : null;
    const row: Row = { setup, idle, peak, after, inside: idleInside && afterInside ? { idle: idleInside, after: afterInside } : null, load };
    console.log(`${setup.label}: RSS ${mib(idle)} idle, ${mib(peak)} peak, ${mib(after)} after; ${load.map((f) => f.rps.toFixed(0)).join(' + ')} req/s`);
    return row;
  } finally {
    await stopServices([{ name: setup.label, url: accountUrl, child }]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

function report(rows: Row[], machine: string): string {
  const floor = rows.find((r) => !r.setup.services)?.idle ?? Number.NaN;
  const rps = (r: Row) => r.load.reduce((sum, f) => sum + f.rps, 0);
  const lines = rows.map((r) => {
    const heap = r.inside ? `${mib(r.inside.idle.heapUsed)} → ${mib(r.inside.after.heapUsed)}` : '-';
    const external = r.inside ? `${mib(r.inside.idle.external)} → ${mib(r.inside.after.external)}` : '-';
    const errors = r.load.reduce((sum, f) => sum + f.errors, 0);
    return `| ${r.setup.label} | ${mib(r.idle)} | ${mib(r.peak)} | ${mib(r.after)} (${(r.after / floor).toFixed(1)}×) | ${heap} | ${external} | ${rps(r).toFixed(0)} | ${errors} |`;
  });
  const [embedded, before, postgres] = rows;
  return [
    '<!-- memory:start -->',
    '## Memory of the all-in-one process (bench/memory.ts)',
    '',
    `Measured ${new Date().toISOString()} on ${machine}.`,
    `Each setup starts on a fresh data directory (and fresh databases) with the demo data, signs in as root, idles ${settleSeconds} s`,
    `(the demo files may still be seeding), takes ${settings.seconds} s of load at ${settings.connections} connections spread over four list`,
    `calls (users, enterprises, APs, system log; the floor answers one fixed JSON reply), then idles ${settleSeconds} s again. RSS from /proc`,
    '(peak sampled every 100 ms); heap and external memory from the process\'s own /metrics (external holds array buffers,',
    'among them PGlite\'s WebAssembly memory). "× floor" compares with the bare Fastify process. After start the process still',
    'holds memory the start no longer needs (a first start\'s initdb, the demo seed) until the collector runs: the figures after',
    'load are the settled ones.',
    '',
    '| Setup | RSS after start | RSS peak under load | RSS after load (× floor) | JS heap used, after start → after load | External, after start → after load | req/s | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    `What it says: the embedded databases are the cause. The same process on PostgreSQL settles at ${mib(postgres.after)}; on four`,
    `PGlite databases at ${mib(before.after)} with PGlite's own 128MB of shared buffers each, and ${mib(embedded.after)} with`,
    `\`EMBEDDED_SHARED_BUFFERS=16MB\`, the default since this benchmark. Each PGlite database is PostgreSQL compiled to WebAssembly`,
    'inside the Node process: its memory grows to hold the shared buffers the pages pass through, and WebAssembly memory is never',
    'given back, so the process keeps its peak. The JS heap is a small part in every setup (its column).',
    `Calls per second on the demo data in this run: ${rps(embedded).toFixed(0)} at 16MB, ${rps(before).toFixed(0)} at 128MB. The machine is`,
    'shared and the setups run minutes apart, so only a large difference would mean anything. A user who wants less memory, or more data, gives each service a',
    'PostgreSQL URL (`ACCOUNT_DATABASE_URL`, `REGION_<R>_DATABASE_URL`); `EMBEDDED_SHARED_BUFFERS` sets the embedded cache.',
    '',
    'Rerun: `npx tsx bench/memory.ts` (PostgreSQL on 127.0.0.1:5432; its four `gwn_bench_mem_*` databases are recreated).',
    '<!-- memory:end -->',
  ].join('\n');
}

runBench(async () => {
  const machine = describeMachine();
  const rows: Row[] = [];
  const only = benchOnly();
  for (const setup of SETUPS.filter((s) => !only || only.test(s.label))) rows.push(await measure(setup));
  if (smoke || only || rows.length !== SETUPS.length) {
    console.log('smoke run: nothing written');
    return;
  }
  writeDocSection(path.join(root, 'docs', 'benchmarks.md'), { start: '<!-- memory:start -->', end: '<!-- memory:end -->' }, report(rows, machine));
  console.log('wrote the memory section of docs/benchmarks.md');
});
