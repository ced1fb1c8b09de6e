/**
 * The skeleton every load benchmark shares (bench/*-load.ts, bench/download-file.ts): its settings from the environment,
 * its PostgreSQL databases, the services as processes on a scratch data directory with root signed in, each scenario
 * checked once and then measured under autocannon, the result table's cells, and the clean-up however the run ends.
 * A benchmark keeps only what is its own: how it generates its data, its scenarios and the words of its section.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RegionName } from '@gwn/contract';
import { ensureDatabase } from './database.ts';
import { measureHttp, type Figures, type HttpRequest } from './http-load.ts';
import { signInAsRoot, startServices, stopServices, type ServiceProcess } from './service-processes.ts';

/** BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_PORT, with the benchmark's own defaults. */
export function loadSettings(defaults: { seconds: number; connections: number; port: number }) {
  return {
    seconds: Number(process.env.BENCH_SECONDS ?? defaults.seconds),
    connections: Number(process.env.BENCH_CONNECTIONS ?? defaults.connections),
    port: Number(process.env.BENCH_PORT ?? defaults.port),
  };
}

/** BENCH_ONLY, a regular expression over scenario labels: measure those only and leave docs/benchmarks.md alone. */
export const benchOnly = (): RegExp | undefined => (process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined);

export interface BenchRun {
  services: ServiceProcess[];
  /** The account service's and the first region's addresses. */
  accountUrl: string;
  regionUrl: string;
  /** root's credential. */
  token: string;
  dataDir: string;
  /** A pool on each database the benchmark named, in the same order. */
  pools: pg.Pool[];
}

/**
 * Creates the named databases when missing, starts the account service and the regions as processes (the regions on
 * `env`'s databases), signs in as root, runs `body`, and stops and removes everything afterwards, on failure and on
 * Ctrl-C too.
 */
export async function withServices<T>(opts: {
  port: number; regions?: readonly RegionName[]; env?: Record<string, string>;
  databases?: readonly { url: string; poolMax?: number }[];
  /** Runs before the services start (e.g. data the services must find at start). */
  beforeStart?: (run: Pick<BenchRun, 'pools' | 'dataDir'>) => Promise<void>;
}, body: (run: BenchRun) => Promise<T>): Promise<T> {
  const databases = opts.databases ?? [];
  for (const d of databases) await ensureDatabase(d.url);
  const pools = databases.map((d) => new pg.Pool({ connectionString: d.url, max: d.poolMax ?? 2 }));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-bench-'));
  let services: ServiceProcess[] = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopServices(services);
    rmSync(dataDir, { recursive: true, force: true });
    await Promise.all(pools.map((p) => p.end()));
  };
  const onSignal = () => void stop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await opts.beforeStart?.({ pools, dataDir });
    services = await startServices({ port: opts.port, dataDir, regions: opts.regions ?? ['US'], env: opts.env });
    const token = await signInAsRoot(services[0].url);
    return await body({ services, accountUrl: services[0].url, regionUrl: services[1]?.url ?? '', token, dataDir, pools });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
}

/** One call as a logged-in console makes it; refuses anything but HTTP 200 with retCode 0, and returns `data`. */
export async function callOk<T = unknown>(http: HttpRequest, token: string, label = http.url): Promise<T> {
  const reply = await fetch(http.url, {
    method: http.method, headers: { authorization: token, 'content-type': 'application/json' },
    body: http.body === undefined ? undefined : JSON.stringify(http.body),
  });
  const envelope = (await reply.json()) as { retCode: number; data: T };
  if (reply.status !== 200 || envelope.retCode !== 0) throw new Error(`${label}: HTTP ${reply.status}, retCode ${envelope.retCode}`);
  return envelope.data;
}

export interface LoadScenario { label: string; http: HttpRequest; target: boolean }
export interface LoadRow<S extends LoadScenario> { scenario: S; api: Figures; data: unknown }

/**
 * Each scenario (BENCH_ONLY applied) called once, which must succeed, then measured under autocannon; a warm-up on
 * the first one so the first row is not a cold start. `extra` runs between the check and the measurement.
 */
export async function measureScenarios<S extends LoadScenario>(scenarios: readonly S[], opts: {
  token: string; connections: number; seconds: number; warmUpSeconds?: number;
}): Promise<LoadRow<S>[]> {
  const only = benchOnly();
  const chosen = scenarios.filter((s) => !only || only.test(s.label));
  if (opts.warmUpSeconds && chosen.length) await measureHttp(chosen[0].http, opts.token, opts.connections, opts.warmUpSeconds);
  const rows: LoadRow<S>[] = [];
  for (const scenario of chosen) {
    const data = await callOk(scenario.http, opts.token, scenario.label);
    const api = await measureHttp(scenario.http, opts.token, opts.connections, opts.seconds);
    console.log(`${scenario.label}: ${figuresLine(api)}`);
    rows.push({ scenario, api, data });
  }
  return rows;
}

/** µs as the CPU figures print them. */
const us = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(0) : '–');
/** Milliseconds as the tables print them: one decimal below 10; "–" for a figure that is missing. */
export const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : n.toFixed(0)) : '–');
export const figuresLine = (f: Figures) => `p50 ${ms(f.p50)} p95 ${ms(f.p95)} p99 ${ms(f.p99)} ms, ${f.rps.toFixed(0)}/s, ${f.errors} errors`
  + (f.cpu ? `; CPU per request ${f.cpu.process === undefined ? '' : `${us(f.cpu.process)} µs its process, `}${us(f.cpu.machine)} µs the machine` : '');
/** "p50 / p95 / p99 | req/s | errors": three cells of a result table. */
export const figuresCells = (f: Figures) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} | ${f.rps.toFixed(0)} | ${f.errors}`;
/** One figure over another, as "1.23×"; "–" when either is missing. */
export const ratio = (a: number | undefined, b: number | undefined) =>
  (a !== undefined && b !== undefined && Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–');
/** The target column: met or missed against a p95 bound, or not a target. */
export const targetCell = (f: Figures, target: boolean, targetMs: number) =>
  (target ? (f.p95 < targetMs ? '**met**' : '**missed**') : 'not a target');

/** Runs a benchmark's main and exits 1 with its error. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

/**
 * The CPU table of a benchmark that measures each call through its service, as SQL and through the floor (metered
 * figures, http-load.ts), with what it means: the CPU per request of the service's process and of the floor's, and the
 * whole machine's per request of each. Every core busy, a request's latency at a fixed number of clients follows the
 * machine's CPU per request, so its API/SQL is what the p95 ratio settles at, less the noise of one run.
 */
export function cpuTableLines(rows: readonly { label: string; api: Figures; sql: Figures; floor?: Figures }[], connections: number): string[] {
  return [
    'CPU per request in the same runs (/proc): the service\'s process against the floor\'s is what the service adds, nearly whatever',
    'else the machine runs; the machine\'s (client, services and PostgreSQL on the same cores) is what a request costs in all, and with',
    `every core busy at ${connections} clients, API/SQL p95 settles near its machine API/SQL.`,
    '',
    '| Call | Service µs/request | Floor µs/request | Service/floor | Machine µs/request: API / SQL / floor | Machine API/SQL | Machine floor/SQL |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(({ label, api, sql, floor }) => `| ${label} | ${us(api.cpu?.process)} | ${us(floor?.cpu?.process)} `
      + `| ${ratio(api.cpu?.process, floor?.cpu?.process)} | ${us(api.cpu?.machine)} / ${us(sql.cpu?.machine)} / ${us(floor?.cpu?.machine)} `
      + `| ${ratio(api.cpu?.machine, sql.cpu?.machine)} | ${ratio(floor?.cpu?.machine, sql.cpu?.machine)} |`),
  ];
}
