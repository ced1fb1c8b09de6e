/**
 * Load measurement: one HTTP call under autocannon, or the same SQL straight through pg, at a given concurrency for a
 * given time, as latency percentiles and throughput.
 */
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import type pg from 'pg';
import { machineBusySeconds, percentile } from './machine.ts';
import { cpuSecondsOf } from './service-processes.ts';

/** Latency percentiles (ms) and throughput of one measurement, and its CPU per request when it was metered. */
export interface Figures { requests: number; errors: number; p50: number; p95: number; p99: number; rps: number; cpu?: CpuPerRequest }

/**
 * CPU per request while a measurement ran, in µs: the process that answered (a service or the floor; none for SQL sent
 * from the benchmark itself) and the whole machine (client, services and PostgreSQL). Unlike a p95 under load, the
 * process's figure barely moves with what else runs; the machine's is what its cores had to share out.
 */
export interface CpuPerRequest { process?: number; machine: number }

/** `measure`, with the CPU per request of process `pid` (when given) and of the machine while it ran. */
export async function metered(pid: number | undefined, measure: () => Promise<Figures>): Promise<Figures> {
  const before = { process: pid === undefined ? 0 : cpuSecondsOf(pid), machine: machineBusySeconds() };
  const figures = await measure();
  const perRequest = (seconds: number) => (figures.requests > 0 ? (seconds * 1e6) / figures.requests : Number.NaN);
  const cpu: CpuPerRequest = { machine: perRequest(machineBusySeconds() - before.machine) };
  if (pid !== undefined) cpu.process = perRequest(cpuSecondsOf(pid) - before.process);
  return { ...figures, cpu };
}

function summarise(latencies: number[], errors: number, seconds: number): Figures {
  const at = (p: number) => (latencies.length ? percentile(latencies, p) : Number.NaN);
  return { requests: latencies.length, errors, p50: at(50), p95: at(95), p99: at(99), rps: latencies.length / seconds };
}

export interface HttpRequest {
  method: 'GET' | 'POST'; url: string; body?: unknown;
  /** A new body for every request (instead of the fixed `body`): for calls that must not repeat themselves. */
  nextBody?: () => unknown;
}

/**
 * autocannon at `connections` for `seconds`. Its own summary has no p95, so every response time is
 * kept (a few hundred thousand numbers at most) and the percentiles are computed here.
 */
export async function measureHttp(req: HttpRequest, token: string, connections: number, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // The callback form returns the running instance, whose events carry each response's time.
    const instance = autocannon({
      url: req.url, method: req.method, connections, duration: seconds,
      headers: { authorization: token, 'content-type': 'application/json', 'accept-language': 'en' },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      ...(req.nextBody ? { requests: [{ setupRequest: (r: object) => ({ ...r, body: JSON.stringify(req.nextBody?.()) }) }] } : {}),
    }, (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return summarise(latencies, result.non2xx + result.errors + result.timeouts, elapsed);
}

/**
 * One captured statement: the SQL text and parameters exactly as the service sent them, and whether the service
 * sent it through its kept plans (server/src/db/connect.ts withKeptPlans) rather than planned with its values.
 */
export interface Statement { text: string; params: unknown[]; keptPlan?: boolean }

/**
 * Pools that send the statements as the service does: each prepared (named), on connections that plan every call
 * with its values (plan_cache_mode=force_custom_plan) or, for the service's kept-plan statements, keep one plan.
 */
export interface PreparedLikeTheService { planned: pg.Pool; kept: pg.Pool }

/** A statement's name when prepared: the same text always gets the same name, as pg requires on a connection. */
const nameOf = (text: string) => `bench_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** How a benchmark sends one statement straight to PostgreSQL. */
export type StatementSender = (s: Statement) => Promise<unknown>;

/** Sent unnamed: parsed and planned with its values on every call (the SQL baseline). */
export const sentUnnamed = (pool: pg.Pool): StatementSender => (s) => pool.query(s.text, s.params);

/** Sent as the service sends it: prepared (named), on the pool that plans it per call or keeps its plan. */
export const sentLikeTheService = (pools: PreparedLikeTheService): StatementSender =>
  (s) => (s.keptPlan ? pools.kept : pools.planned).query({ name: nameOf(s.text), text: s.text, values: s.params });

/**
 * The same statements straight to PostgreSQL: `connections` workers each run one request's statements
 * in order (as the service does), each through `send`, until the time is up; a request's latency covers all of them.
 */
export async function measureSql(
  send: StatementSender, statements: readonly Statement[], connections: number, seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t = process.hrtime.bigint();
      try {
        for (const s of statements) await send(s);
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return summarise(latencies, errors, elapsed);
}
