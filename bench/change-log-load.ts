/**
 * Load benchmark of the Logs screen's two calls with BENCH_ROWS (default 10,000,000) audit entries per service on PostgreSQL:
 * the region's System log and the account centre's log, by time both ways, by one IP, by a date range, through the real
 * services (autocannon), and the same statements straight through pg at the same concurrency (as bench/enterprise-load.ts:
 * the statements the service code sends for the call, captured through Drizzle's logger), and those statements through a bare
 * Fastify process (bench/lib/sql-floor-server.ts, the floor). Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/change-log-load.ts   (BENCH_REGION_DATABASE_URL, BENCH_ACCOUNT_DATABASE_URL, BENCH_ROWS, BENCH_SECONDS=10,
 *      BENCH_CONNECTIONS=32, BENCH_PORT=19690, BENCH_ONLY)
 * The databases are created when missing; the services migrate them; the rows are generated inside PostgreSQL
 * (INSERT ... SELECT FROM generate_series) when a log holds fewer than BENCH_ROWS. The measured part takes about 2 minutes;
 * generating 2 x 10,000,000 rows the first time takes longer (see the section).
 */
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { changeLogs } from '@gwn/contract';
import type { AccountDb, RegionDb } from '../server/src/db/connect.ts';
import * as accountSchema from '../server/src/db/account-schema.ts';
import * as regionSchema from '../server/src/db/region-schema.ts';
import { auditWriter } from '../server/src/core/audit-writer.ts';
import { changeLogExport, changeLogReader } from '../server/src/core/change-log.ts';
import { credentialFrom } from '../server/src/core/principal.ts';
import { accountLogNamer, accountLogRepo } from '../server/src/account/change-log/repo.ts';
import { accountLogService } from '../server/src/account/change-log/service.ts';
import { localAuthenticator } from '../server/src/account/shared/local-authenticator.ts';
import type { AccountCall } from '../server/src/account/shared/account-context.ts';
import { systemLogNamer, systemLogRepo } from '../server/src/region/change-log/repo.ts';
import { systemLogService } from '../server/src/region/change-log/service.ts';
import type { RegionCall } from '../server/src/region/shared/region-context.ts';
import { describeMachine } from './lib/machine.ts';
import { measureHttp, measureSql, metered, sentUnnamed, type Figures, type HttpRequest, type Statement } from './lib/http-load.ts';
import {
  benchOnly, callOk, cpuTableLines, figuresCells, figuresLine, loadSettings, ms, ratio, runBench, targetCell, withServices, type LoadScenario,
} from './lib/load-harness.ts';
import { writeDocSection } from './lib/doc-section.ts';
import { withSqlFloors, type SqlFloor } from './lib/sql-floor.ts';

const REGION_URL = process.env.BENCH_REGION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_logs_region';
const ACCOUNT_URL = process.env.BENCH_ACCOUNT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_logs_account';
const { seconds: SECONDS, connections: CONNECTIONS, port: PORT } = loadSettings({ seconds: 10, connections: 32, port: 19690 });
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
/** Distinct client addresses: about 200 entries each at 10 M. */
const ADDRESSES = 50_000;
const DAYS = 365;
const TARGET_MS = 50;
const DOC = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const START = '<!-- change-log-bench:start -->';
const END = '<!-- change-log-bench:end -->';

/** ROWS entries over DAYS days from ADDRESSES addresses, a few actions, a small detail each: one INSERT ... SELECT per batch. */
async function generate(pool: pg.Pool, label: string, keys: readonly string[]): Promise<number> {
  const { rows: [{ n }] } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
  if (Number(n) >= ROWS) return Number(n);
  console.log(`${label}: generating ${ROWS.toLocaleString('en-US')} entries (the log holds ${n})`);
  await pool.query('TRUNCATE audit_log');
  const batch = 2_000_000;
  for (let lo = 1; lo <= ROWS; lo += batch) {
    const hi = Math.min(ROWS, lo + batch - 1);
    await pool.query(`
      INSERT INTO audit_log (at, user_id, account_name, ip, show_key, detail)
      SELECT now() - make_interval(secs => (i::double precision * $3 * 86400 / $4)),
             1 + i % 300, 'operator' || (i % 300),
             '10.' || (((i::bigint * 7919) % $5) / 250) || '.' || (((i::bigint * 7919) % $5) % 250) || '.7',
             ($6::text[])[1 + i % array_length($6::text[], 1)],
             jsonb_build_object('subject', 'item ' || (i % 1000), 'changes', jsonb_build_array(jsonb_build_object('field', 'name', 'before', 'a', 'after', 'b')))
      FROM generate_series($1::int, $2::int) AS i`, [lo, hi, DAYS, ROWS, ADDRESSES, keys]);
    console.log(`  ${hi.toLocaleString('en-US')}`);
  }
  await pool.query('VACUUM (ANALYZE) audit_log');
  return ROWS;
}

const DAY_MS = 86_400_000;

/** One log call: which service answers it (its SQL is captured from that service's code on that service's database). */
interface LogScenario extends LoadScenario { service: 'region' | 'account' }
interface LogRow { scenario: LogScenario; api: Figures; sql: Figures; floor: Figures; statements: number }

function scenarios(regionUrl: string, accountUrl: string, ip: string): LogScenario[] {
  const system = (body: object): HttpRequest => ({ method: 'POST', url: `${regionUrl}${changeLogs.systemList.path}`, body });
  const account = (body: object): HttpRequest => ({ method: 'POST', url: `${accountUrl}${changeLogs.accountList.path}`, body });
  const now = Date.now();
  const week = { startTimestamp: now - 7 * DAY_MS, endTimestamp: now };
  const month = { startTimestamp: now - 30 * DAY_MS, endTimestamp: now };
  let shift = 0;
  const list: LoadScenario[] = [
    { label: 'System: all entries, newest first (total estimated)', http: system({ pageSize: 10 }), target: true },
    { label: 'System: all entries, oldest first', http: system({ order: 'asc', pageSize: 10 }), target: true },
    { label: `System: IP ${ip}, newest first (exact total)`, http: system({ search: ip, pageSize: 10 }), target: true },
    { label: `System: IP ${ip}, page 5 of 20 per page`, http: system({ search: ip, pageNum: 5, pageSize: 20 }), target: true },
    { label: 'Account: last 30 days, newest first', http: account({ filter: month, pageSize: 10 }), target: true },
    { label: 'Account: last 30 days, oldest first', http: account({ filter: month, order: 'asc', pageSize: 10 }), target: true },
    {
      // Every call a range of its own (its start a millisecond earlier): no kept estimate, each call asks the planner.
      label: 'Account: a new 30-day range on every call (estimate never reused)',
      http: { ...account({}), nextBody: () => ({ filter: { ...month, startTimestamp: month.startTimestamp - (shift += 1) }, pageSize: 10 }) },
      target: true,
    },
    { label: `Account: IP ${ip} in the last week`, http: account({ search: ip, filter: week, pageSize: 10 }), target: true },
    { label: `Account: IP ${ip}, all time`, http: account({ search: ip, pageSize: 10 }), target: true },
    { label: 'System: page 1,000 of 100 per page (offset 99,900, the deepest allowed)', http: system({ pageNum: 1000, pageSize: 100 }), target: false },
  ];
  return list.map((s) => ({ ...s, service: s.http.url.startsWith(accountUrl) ? 'account' : 'region' }));
}

/** The body a call sends (a fresh one for a call that must not repeat itself). */
const bodyOf = (http: HttpRequest) => (http.nextBody ? http.nextBody() : http.body);

/**
 * The statements the service's own code sends for a call, through a logging Drizzle instance on the service's database. As in
 * the running service, one reader per database keeps its estimates: the call runs twice and the second run's statements are
 * kept (a repeated filter reuses its kept estimate; a call with a new range every time asks the planner both times). The account
 * service checks the caller's session in its database on every call (the region trusts a verified credential for 3 s), so its
 * calls include that statement, as its authenticator sends it.
 */
function statementCapture(pools: { region: pg.Pool; account: pg.Pool }, token: string) {
  const captured: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void captured.push({ text, params }) };
  const regionDb = drizzle(pools.region, { schema: regionSchema, logger }) as unknown as RegionDb;
  const accountDb = drizzle(pools.account, { schema: accountSchema, logger }) as unknown as AccountDb;
  const system = systemLogService(changeLogReader(systemLogRepo(regionDb), systemLogNamer(regionDb)), changeLogExport(systemLogRepo(regionDb)));
  const account = accountLogService(changeLogReader(accountLogRepo(accountDb), accountLogNamer(accountDb)), changeLogExport(accountLogRepo(accountDb)));
  // The idle limit matters only to a session idle that long (the bench's is minutes old).
  const sessions = localAuthenticator(accountDb, auditWriter(accountSchema.accountAuditLog), 120);
  const run = async (s: LogScenario) => {
    if (s.service === 'region') return system.list(changeLogs.systemList.request.parse(bodyOf(s.http)), { lang: 'en' } as RegionCall);
    if (!(await sessions.verify(credentialFrom(token) ?? ''))) throw new Error('the bench session did not verify');
    return account.list(changeLogs.accountList.request.parse(bodyOf(s.http)), { lang: 'en' } as AccountCall);
  };
  return async (s: LogScenario): Promise<Statement[]> => {
    await run(s);
    captured.length = 0;
    await run(s);
    return captured.splice(0);
  };
}

function writeSection(rows: LogRow[], machine: string, counts: { region: number; account: number }): void {
  const lines = [
    START,
    '## Logs: 10,000,000 audit entries per service, the two log calls under load',
    '',
    `Generated by \`npx tsx bench/change-log-load.ts\` on ${new Date().toISOString()}; rerun it to refresh this section.`,
    machine,
    `Data set: ${counts.region.toLocaleString('en-US')} entries in the region's \`audit_log\` and ${counts.account.toLocaleString('en-US')} in the`
      + ` account service's, on PostgreSQL (${ADDRESSES.toLocaleString('en-US')} client addresses, ${DAYS} days), generated inside PostgreSQL by the script.`,
    'One region service (US) and the account service, each its own Node process on its own database.',
    `Each call: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, one fixed request; client, services and PostgreSQL share the same cores.`,
    `The SQL columns replay the statements the service's code sends for that call (captured through Drizzle's logger, the second of two`
      + ` runs, so a kept estimate is reused as in the running service; the account service's calls include its session check) with \`pg\`,`
      + ` ${CONNECTIONS} connections, ${SECONDS} s, one after another per request. The floor columns send the same statements through a bare`
      + ' Fastify process on the same database with a pool of 20 (bench/lib/sql-floor-server.ts: no session, validation, mapping or headers;'
      + ' it replies with the rows as JSON), under the same autocannon: floor/SQL is what any Node HTTP service pays for that SQL, API/floor'
      + ' what the service adds to it.',
    '',
    '| Call | API p50 / p95 / p99 (ms) | API req/s | API errors | SQL p50 / p95 / p99 (ms) | SQL req/s | p95 API/SQL | Floor p95 (ms), req/s | p95 floor/SQL | p95 API/floor | Statements | Target p95 < 50 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.scenario.label} | ${figuresCells(r.api)} | ${ms(r.sql.p50)} / ${ms(r.sql.p95)} / ${ms(r.sql.p99)} | ${r.sql.rps.toFixed(0)} `
      + `| ${ratio(r.api.p95, r.sql.p95)} | ${ms(r.floor.p95)}, ${r.floor.rps.toFixed(0)} | ${ratio(r.floor.p95, r.sql.p95)} | ${ratio(r.api.p95, r.floor.p95)} `
      + `| ${r.statements} | ${targetCell(r.api, r.scenario.target, TARGET_MS)} |`),
    '',
    ...cpuTableLines(rows.map((r) => ({ label: r.scenario.label, api: r.api, sql: r.sql, floor: r.floor })), CONNECTIONS),
    '',
    'Why: every list is one prepared statement per shape (filters, direction): a range scan of `(at, id)` or `(ip, at, id)` in the asked',
    'direction that stops after its page, with a count of at most 10,001 index entries in the same statement; above that the total is',
    'the planner\'s estimate, reused for the same filter for 30 s (docs/architecture.md, "Logs").',
    '',
    'How to rerun (generating 2 x 10,000,000 rows happens on the first run only):',
    '```',
    'npx tsx bench/change-log-load.ts   # BENCH_REGION_DATABASE_URL, BENCH_ACCOUNT_DATABASE_URL, BENCH_ROWS, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ONLY',
    '```',
    END,
  ];
  writeDocSection(DOC, { start: START, end: END }, lines.join('\n'));
}

/** One call through its service, its statements straight through pg, and the same statements through the floor. */
async function measureScenario(
  scenario: LogScenario, token: string, capture: ReturnType<typeof statementCapture>,
  pools: { region: pg.Pool; account: pg.Pool }, floor: SqlFloor, servicePid: number | undefined,
): Promise<LogRow> {
  await callOk(scenario.http, token, scenario.label);
  const statements = await capture(scenario);
  const api = await metered(servicePid, () => measureHttp(scenario.http, token, CONNECTIONS, SECONDS));
  const sql = await metered(undefined, () => measureSql(sentUnnamed(pools[scenario.service]), statements, CONNECTIONS, SECONDS));
  const floorFigures = await floor.measure(statements, scenario.http.method, CONNECTIONS, SECONDS);
  console.log(`${scenario.label}\n  API ${figuresLine(api)}\n  SQL ${figuresLine(sql)} (${statements.length} statements) p95 API/SQL ${ratio(api.p95, sql.p95)}`
    + `\n  floor ${figuresLine(floorFigures)} p95 API/floor ${ratio(api.p95, floorFigures.p95)}`);
  return { scenario, api, sql, floor: floorFigures, statements: statements.length };
}

async function main(): Promise<void> {
  const machine = describeMachine();
  await withServices({
    port: PORT, env: { REGION_US_DATABASE_URL: REGION_URL, ACCOUNT_DATABASE_URL: ACCOUNT_URL },
    databases: [{ url: REGION_URL, poolMax: CONNECTIONS }, { url: ACCOUNT_URL, poolMax: CONNECTIONS }],
  }, async ({ pools: [regionPool, accountPool], accountUrl, regionUrl, token, services: [accountService, regionService] }) => {
    const counts = {
      region: await generate(regionPool, 'region', ['deviceTypeEdit', 'parameterSave', 'firmwareUpload', 'enterpriseExport', 'apDelete']),
      account: await generate(accountPool, 'account', ['signIn', 'signInFailed', 'signOut', 'sessionExpired', 'passwordChange']),
    };
    const { rows: [{ ip }] } = await regionPool.query<{ ip: string }>('SELECT ip FROM audit_log ORDER BY at DESC LIMIT 1');
    const only = benchOnly();
    const chosen = scenarios(regionUrl, accountUrl, ip).filter((s) => !only || only.test(s.label));
    const capture = statementCapture({ region: regionPool, account: accountPool }, token);
    // A warm-up on the first call, so the first row is not a cold start.
    if (chosen.length) await measureHttp(chosen[0].http, token, CONNECTIONS, 5);
    // One floor per database, with the services' pool size, on the ports after theirs.
    const rows = await withSqlFloors({
      region: { databaseUrl: REGION_URL, port: PORT + 2, poolMax: 20 },
      account: { databaseUrl: ACCOUNT_URL, port: PORT + 3, poolMax: 20 },
    }, async (floors) => {
      const measured: LogRow[] = [];
      for (const scenario of chosen) {
        const servicePid = (scenario.service === 'region' ? regionService : accountService).child.pid;
        measured.push(await measureScenario(scenario, token, capture, { region: regionPool, account: accountPool }, floors[scenario.service], servicePid));
      }
      return measured;
    });
    if (!only) writeSection(rows, machine, counts);
  });
}

runBench(main);
