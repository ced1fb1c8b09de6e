/**
 * Which prepared statements may keep one plan (server/src/db/connect.ts withKeptPlans): for every statement shape the region's
 * searches, one enterprise's APs and the account centre's log send, each value many texts, addresses and ranges give it is
 * timed with a kept (generic) plan and with a plan made for its values, one call at a time. A shape whose kept plan is never much
 * slower may keep it; one that is slower for some value must be planned per call. The last column says which the service does, so a shape kept against the evidence shows at once.
 * Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/kept-plans.ts     (BENCH_DATABASE_URL: the enterprise benchmark's data set, gwn_b_big; BENCH_ACCOUNT_DATABASE_URL:
 *      the log benchmark's account database, gwn_b_logs_account, made by bench/change-log-load.ts; BENCH_ONLY)
 */
import path from 'node:path';
import pg from 'pg';
import { apDevices, changeLogs, enterpriseDevices, enterprises } from '@gwn/contract';
import { accountLogNamer, accountLogRepo } from '../server/src/account/change-log/repo.ts';
import { accountLogService } from '../server/src/account/change-log/service.ts';
import type { AccountCall } from '../server/src/account/shared/account-context.ts';
import { changeLogExport, changeLogReader } from '../server/src/core/change-log.ts';
import * as accountSchema from '../server/src/db/account-schema.ts';
import { POOL_SESSIONS, type AccountDb, type RegionDb } from '../server/src/db/connect.ts';
import { apDeviceService } from '../server/src/region/ap-devices/service.ts';
import { enterpriseSearch } from '../server/src/region/enterprises/search.ts';
import { enterpriseService } from '../server/src/region/enterprises/service.ts';
import { openDemoDataset } from './lib/database.ts';
import { writeDocSection } from './lib/doc-section.ts';
import type { Statement } from './lib/http-load.ts';
import { benchOnly, ms, runBench } from './lib/load-harness.ts';
import { describeMachine, median } from './lib/machine.ts';
import { capturingDb } from './enterprise-scenarios.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_big';
const ACCOUNT_URL = process.env.BENCH_ACCOUNT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_logs_account';
const START = '<!-- kept-plans:start -->';
const END = '<!-- kept-plans:end -->';
/** Runs of each value in each mode; the median is kept. */
const RUNS = 7;
/** A kept plan this much slower than a planned one, for any value, is a shape that must be planned per call. */
const TOO_SLOW = 2;

/** The services under test, built once on the capturing database: their search samples are taken once, as in a running region. */
function servicesOn(db: RegionDb) {
  return { enterprises: enterpriseService(enterpriseSearch(db)), aps: apDeviceService(db) };
}
type Services = ReturnType<typeof servicesOn>;
type Call<S = Services> = { label: string; run: (services: S) => Promise<unknown> };

/** The account centre's log on its own database: the same statements as the region's System log, which adds no date range. */
function logServiceOn(db: AccountDb) {
  const repo = accountLogRepo(db);
  return accountLogService(changeLogReader(repo, accountLogNamer(db)), changeLogExport(repo));
}
type LogService = ReturnType<typeof logServiceOn>;

const DAY_MS = 86_400_000;

/**
 * The log's searches: three addresses of the data set and one it lacks, a block and a prefix, each alone and within ranges
 * from a day to a year and a range of 2001 (empty), both directions, the first page and a deep one.
 */
async function logCalls(pool: pg.Pool): Promise<Call<LogService>[]> {
  const { rows } = await pool.query<{ ip: string }>('SELECT ip FROM audit_log WHERE id IN (1000, 3000000, 7000000)');
  const now = Date.now();
  const ranges: [string, object | undefined][] = [
    ['all time', undefined],
    ...[1, 7, 30, 365].map((days): [string, object] => [`last ${days} days`, { startTimestamp: now - days * DAY_MS, endTimestamp: now }]),
    ['2001', { startTimestamp: Date.UTC(2001, 0, 1), endTimestamp: Date.UTC(2001, 11, 31) }],
  ];
  const searches: (string | undefined)[] = [...rows.map((r) => r.ip), '10.250.1.7', '10.3.0.0/16', '10.3', undefined];
  return searches.flatMap((search) => ranges.flatMap(([span, filter]) => (['desc', 'asc'] as const).flatMap((order) => [1, 30].map((pageNum) => ({
    label: `log ${search ?? 'everything'}, ${span}, ${order === 'desc' ? 'newest' : 'oldest'} first${pageNum > 1 ? `, page ${pageNum}` : ''}`,
    run: (log: LogService) => log.list(
      changeLogs.accountList.request.parse({ ...(search ? { search } : {}), ...(filter ? { filter } : {}), order, pageNum, pageSize: 20 }),
      { lang: 'en' } as AccountCall,
    ),
  })))));
}

/** The searches' texts: real values of the data set (rare, common, a few hundred matches) and made-up ones. */
async function calls(pool: pg.Pool): Promise<Call[]> {
  const { rows: ents } = await pool.query<{ email: string; username: string; phone: string; enterprise_name: string }>(
    'SELECT email, username, phone, enterprise_name FROM enterprises ORDER BY id OFFSET 500000 LIMIT 3');
  const { rows: macs } = await pool.query<{ mac: string; enterprise_id: string }>(
    "SELECT mac, enterprise_id FROM devices WHERE kind = 'AP' AND enterprise_id IS NOT NULL ORDER BY id OFFSET 5000000 LIMIT 2");
  const { rows: owners } = await pool.query<{ enterprise_id: string; email: string }>(
    'SELECT enterprise_id, email FROM enterprises WHERE id = ANY($1) UNION ALL (SELECT enterprise_id, email FROM enterprises ORDER BY ap_count DESC LIMIT 1)',
    [macs.map((m) => m.enterprise_id)]);
  const texts = [
    ...ents.flatMap((e) => [e.email, e.email.split('@')[0], e.phone.slice(-9), e.phone.slice(-4), e.phone.slice(0, 6),
      e.username.split(' ').pop() ?? e.username, e.enterprise_name.split(' ')[0]]),
    'zqxjv', 'gmail', '@icloud.com', '0000', '5000', '12', '123', '1234', '99999', 'a', 'an', 'son', 'qu', 'lakeside tech',
  ];
  const macTexts = [...macs.flatMap((m) => [m.mac, m.mac.slice(0, 6), m.mac.slice(4, 10), m.mac.slice(8, 12), m.mac.slice(2, 5)]), '0000'];
  const search = (body: object) => (services: Services) => services.enterprises.list(enterprises.list.request.parse(body));
  const macSearch = (body: object) => (services: Services) => services.aps.manageList(apDevices.manageList.request.parse(body));
  return [
    ...texts.flatMap((t) => [
      { label: `enterprises "${t}"`, run: search({ search: t, pageNum: 1, pageSize: 20 }) },
      { label: `enterprises "${t}", page 3`, run: search({ search: t, pageNum: 3, pageSize: 20 }) },
      { label: `enterprises "${t}", most APs first`, run: search({ search: t, sortField: 'apCount', sortOrder: 'desc', pageNum: 1, pageSize: 20 }) },
    ]),
    ...macTexts.flatMap((t) => [undefined, 'online', 'offline', 'free'].map((state) => ({
      label: `APs "${t}"${state ? `, ${state}` : ''}`, run: macSearch({ search: t, ...(state ? { state } : {}), pageNum: 1, pageSize: 20 }),
    }))),
    ...macTexts.map((t) => ({ label: `APs "${t}", page 3`, run: macSearch({ search: t, pageNum: 3, pageSize: 20 }) })),
    ...['online', 'offline', 'free'].map((state) => ({ label: `APs ${state}, no search`, run: macSearch({ search: '', state, pageNum: 1, pageSize: 20 }) })),
    ...owners.map((o) => ({
      label: `APs of enterprise ${o.enterprise_id}`,
      run: (services: Services) => services.aps.enterpriseAps(enterpriseDevices.apList.request.parse({ enterpriseId: o.enterprise_id, email: o.email, pageNum: '1', pageSize: '20' })),
    })),
  ];
}

/** One call's use of a statement: the call, the statement's place among the call's statements, its values. */
interface Use { label: string; index: number; params: unknown[] }
interface Shape { text: string; keptPlan: boolean; uses: Use[] }

/**
 * Each call's statements as the service sends them (its second run, so a total the service keeps is kept), grouped by their
 * text. The search samples' own statements, taken once per service and refreshed every 10 minutes, are not among them.
 */
async function shapesOf<S>(services: S, captured: Statement[], all: Call<S>[]): Promise<Shape[]> {
  const shapes = new Map<string, Shape>();
  for (const call of all) {
    try {
      await call.run(services);
      captured.length = 0;
      await call.run(services);
    } catch {
      continue; // a text the call refuses (a MAC fragment too short): nothing to time
    }
    for (const [index, s] of captured.entries()) {
      // A total's estimate (core/list-total-repo.ts plannerRows) only plans its query: it has no plan to keep.
      if (/^explain/i.test(s.text)) continue;
      const shape = shapes.get(s.text) ?? { text: s.text, keptPlan: s.keptPlan ?? false, uses: [] };
      shape.uses.push({ label: call.label, index, params: s.params });
      shapes.set(s.text, shape);
    }
    captured.length = 0;
  }
  return [...shapes.values()];
}

/** Median milliseconds of RUNS executions of one statement on one connection. */
async function timed(client: pg.Client, query: pg.QueryConfig): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await client.query(query);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(times);
}

interface ShapeResult { shape: Shape; kept: number[]; planned: number[]; worst: { ratio: number; label: string } }

async function measure(url: string, shapes: Shape[]): Promise<ShapeResult[]> {
  const client = (options: string) => new pg.Client({ connectionString: url, options });
  const kept = client(POOL_SESSIONS.kept);
  const planned = client(POOL_SESSIONS.planned);
  await Promise.all([kept.connect(), planned.connect()]);
  try {
    const results: ShapeResult[] = [];
    for (const [i, shape] of shapes.entries()) {
      const result: ShapeResult = { shape, kept: [], planned: [], worst: { ratio: 0, label: '' } };
      for (const use of shape.uses) {
        const keptMs = await timed(kept, { name: `kept_${i}`, text: shape.text, values: use.params });
        const plannedMs = await timed(planned, { name: `planned_${i}`, text: shape.text, values: use.params });
        result.kept.push(keptMs);
        result.planned.push(plannedMs);
        if (keptMs / plannedMs > result.worst.ratio) result.worst = { ratio: keptMs / plannedMs, label: use.label };
      }
      console.log(`${shape.keptPlan ? 'kept   ' : 'planned'} worst ${result.worst.ratio.toFixed(2)}x (${result.worst.label}) over ${shape.uses.length}: ${shape.text.replace(/\s+/g, ' ').slice(0, 100)}`);
      results.push(result);
    }
    return results;
  } finally {
    await Promise.all([kept.end(), planned.end()]);
  }
}

/** A statement shape named by the first call that sent it, and its place among that call's statements when not the first. */
const nameOf = (r: ShapeResult) => {
  const [first] = r.shape.uses;
  return `${first.label}${first.index > 0 ? `: statement ${first.index + 1}` : ''}`;
};

function render(results: ShapeResult[], machine: string): string {
  const rows = results.map((r) => {
    const verdict = r.worst.ratio > TOO_SLOW ? 'planned per call' : 'may keep';
    return `| ${nameOf(r)} | ${r.shape.uses.length} | ${ms(median(r.kept))} | ${ms(median(r.planned))} | ${r.worst.ratio.toFixed(2)}× (${r.worst.label}) | ${verdict} | ${r.shape.keptPlan ? '**kept**' : 'per call'} |`;
  });
  const against = results.filter((r) => r.shape.keptPlan && r.worst.ratio > TOO_SLOW);
  return `${START}
## Plans kept or made per call: each statement shape, every value (bench/kept-plans.ts)

Generated by \`npx tsx bench/kept-plans.ts\` on ${new Date().toISOString()}. Machine: ${machine}.
Data sets: the enterprise benchmark's (\`gwn_b_big\`, 1,000,000 enterprises, 10,000,000 devices) and the log benchmark's account
database (\`gwn_b_logs_account\`, 10,000,000 entries from 50,000 addresses over 365 days). For each statement the region's
enterprise search, AP search and one enterprise's APs, and the account centre's log, send (captured as the service sends it,
grouped by its text; the region's System log sends the same statements without a date range), every value the calls give it is
run ${RUNS} times on one connection that keeps one plan per statement, as the service's kept-plans pool does
(\`${POOL_SESSIONS.kept}\`), and ${RUNS} times on one that plans each call with its values (\`${POOL_SESSIONS.planned}\`); medians in ms. The values: three enterprises' e-mails, names,
phone numbers and groups, a dozen made-up texts, and two APs' whole MACs and fragments, each with and without a state;
for the log, three addresses of the data set and one it lacks, a block and a prefix and no search, each over all time, the last 1, 7,
30 and 365 days and an empty range, both directions, pages 1 and 30.
A shape whose kept plan is more than ${TOO_SLOW}× slower for some value must be planned per call; the last column is what the service does
(server/src/db/connect.ts withKeptPlans; docs/architecture.md, "Plans kept or made per call").

| Statement shape (the first call that sends it) | Values | Kept plan, median (ms) | Planned per call, median (ms) | Worst kept/planned (value) | Verdict | The service |
|---|---:|---:|---:|---|---|---|
${rows.join('\n')}

${against.length === 0
    ? 'Every shape the service keeps a plan for is within the limit for every value.'
    : `**Kept against the evidence:** ${against.map(nameOf).join('; ')}.`}

Rerun: \`npx tsx bench/kept-plans.ts\` (a few minutes: the slowest kept plans take about a second a run).
${END}`;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  const only = benchOnly();
  const chosen = <S>(list: Call<S>[]) => list.filter((c) => !only || only.test(c.label));
  const pool = await openDemoDataset(DATABASE_URL, { scale: 10_000, poolMax: 2, create: false });
  const accountPool = new pg.Pool({ connectionString: ACCOUNT_URL, max: 2 });
  try {
    const captured: Statement[] = [];
    const searchShapes = await shapesOf(servicesOn(capturingDb(pool, captured)), captured, chosen(await calls(pool)));
    const logShapes = await shapesOf(logServiceOn(capturingDb(accountPool, captured, accountSchema)), captured, chosen(await logCalls(accountPool)));
    const results = [...await measure(DATABASE_URL, searchShapes), ...await measure(ACCOUNT_URL, logShapes)];
    if (only) return;
    writeDocSection(path.resolve(import.meta.dirname, '../docs/benchmarks.md'), { start: START, end: END }, render(results, machine));
    console.log('wrote the kept-plans section of docs/benchmarks.md');
  } finally {
    await Promise.all([pool.end(), accountPool.end()]);
  }
}

runBench(main);
