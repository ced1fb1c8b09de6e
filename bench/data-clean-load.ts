/**
 * Load benchmark of the data-clean job (spec 2 §7) on PostgreSQL: 1,000,000 manager visits past the
 * retention (del_syslog_time) in one region; while the job deletes them in batches, other calls of the same
 * region service are measured with autocannon and compared with the same calls before the job started.
 * Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/data-clean-load.ts   (BENCH_DATABASE_URL, BENCH_SECONDS=20, BENCH_CONNECTIONS=8, BENCH_PORT=19690, BENCH_ROWS)
 * The database is created when missing; the service migrates it; the old rows are generated inside PostgreSQL
 * (INSERT ... SELECT FROM generate_series) before every run, since the run deletes them. About 2-3 minutes in all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describeMachine } from './lib/machine.ts';
import { measureHttp, type Figures, type HttpRequest } from './enterprise-measure.ts';
import { signInAsRoot, startServices, stopServices, type ServiceProcess } from './upload-services.ts';
import { writeDocSection } from './lib/doc-section.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_clean';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 19690);
const OLD_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RECENT_ROWS = 20_000;
const RETENTION_S = 30 * 86_400;
const TARGET_MS = 100;
const DOC = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const START = '<!-- data-clean-bench:start -->';
const END = '<!-- data-clean-bench:end -->';

async function ensureDatabase(): Promise<void> {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/** 1,000,000 visits 31-400 days old and 20,000 from the last 20 days; the retention of 30 days; the job idle. */
async function prepare(pool: pg.Pool): Promise<void> {
  await pool.query('TRUNCATE manager_visits');
  const batch = 250_000;
  for (let lo = 1; lo <= OLD_ROWS; lo += batch) {
    await pool.query(`
      INSERT INTO manager_visits (mac, ip, ap_count, online_device_count, client_count, manager_version, network_count, created_at)
      SELECT 'C074AD' || lpad(upper(to_hex(i % 50000)), 6, '0'), '203.0.113.' || (i % 250), i % 40, i % 30, i % 300, '1.1.0.' || (i % 20), i % 9,
             now() - interval '31 days' - make_interval(secs => (i % 31000000)::double precision)
      FROM generate_series($1::int, $2::int) AS i`, [lo, Math.min(OLD_ROWS, lo + batch - 1)]);
  }
  await pool.query(`
    INSERT INTO manager_visits (mac, ip, manager_version, created_at)
    SELECT 'C074AE' || lpad(upper(to_hex(i)), 6, '0'), '198.51.100.1', '1.1.0.1', now() - make_interval(secs => (i * 86)::double precision)
    FROM generate_series(1, ${RECENT_ROWS}) AS i`);
  await pool.query('VACUUM (ANALYZE) manager_visits');
  await pool.query("INSERT INTO parameter_types (name, key, type) VALUES ('Logs', 'bench_log', 2) ON CONFLICT (key) DO NOTHING");
  await pool.query(`
    INSERT INTO system_parameters (type_id, name, key, value)
    SELECT id, 'Syslog retention', 'del_syslog_time', $1 FROM parameter_types WHERE key = 'bench_log'
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [String(RETENTION_S)]);
  await pool.query("UPDATE data_clean_jobs SET state = 'stopped', lease_owner = NULL, lease_until = NULL WHERE state = 'running'");
}

interface Row { label: string; before: Figures; during: Figures; deleted: number }
interface Job { state: string; removed: number; batches: number; startedAt: number | null; finishedAt: number | null }

async function call(url: string, token: string, body: object = {}) {
  const reply = await fetch(url, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await reply.json()) as { retCode: number; data: unknown };
  if (reply.status !== 200 || envelope.retCode !== 0) throw new Error(`${url}: HTTP ${reply.status}, retCode ${envelope.retCode}`);
  return envelope.data;
}

const f1 = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const figures = (f: Figures) => `${f1(f.p50)} / ${f1(f.p95)} / ${f1(f.p99)} | ${f.rps.toFixed(0)} | ${f.errors}`;

function writeSection(rows: Row[], machine: string, job: Job, deletedDuring: number): void {
  const rate = job.finishedAt && job.startedAt ? OLD_ROWS / ((job.finishedAt - job.startedAt) / 1000) : undefined;
  const lines = [
    START,
    '## Data clean: 1,000,000 rows past retention deleted while the service answers',
    '',
    `Generated by \`npx tsx bench/data-clean-load.ts\` on ${new Date().toISOString()}; rerun it to refresh this section.`,
    machine,
    `Data set: ${OLD_ROWS.toLocaleString('en-US')} manager visits older than del_syslog_time (30 days) and ${RECENT_ROWS.toLocaleString('en-US')} recent ones,`
      + ' on PostgreSQL, generated inside PostgreSQL by the script. One region service (US, its own Node process), job defaults:'
      + ' 5,000 rows a batch (one transaction each), 50 ms pause between batches.',
    `Each call: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, first with the job idle, then while it runs; client, service and PostgreSQL share the same cores.`,
    '',
    '| Call | Idle: p50 / p95 / p99 (ms) | req/s | Errors | While cleaning: p50 / p95 / p99 (ms) | req/s | Errors | Rows deleted meanwhile | Target p95 < 100 ms while cleaning |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.label} | ${figures(r.before)} | ${figures(r.during)} | ${r.deleted.toLocaleString('en-US')} | ${r.during.p95 < TARGET_MS ? '**met**' : '**missed**'} |`),
    '',
    `The job deleted ${deletedDuring.toLocaleString('en-US')} rows while the calls were measured; it ${job.state === 'finished'
      ? `finished all ${OLD_ROWS.toLocaleString('en-US')} in ${job.batches} batches${rate ? `, about ${Math.round(rate).toLocaleString('en-US')} rows/s` : ''}` : `was ${job.state} at the end`}.`,
    'How the job shares the database: a batch is one short transaction (delete by primary key of the oldest 5,000 ids before the cutoff, found through',
    '`manager_visits_created_idx`, and one update of the job row); between batches the service and the database are free for calls.',
    `Read the target against the idle figures of the same run (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores at the end):`,
    'where the idle p95 is already above 100 ms, other work on the machine sets it, and the run says how the job changes the calls\' times.',
    '',
    'How to rerun:',
    '```',
    'npx tsx bench/data-clean-load.ts   # BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gwn_b_clean), BENCH_SECONDS, BENCH_CONNECTIONS',
    '```',
    END,
  ];
  writeDocSection(DOC, { start: START, end: END }, lines.join('\n'));
}

async function main(): Promise<void> {
  const machine = describeMachine();
  await ensureDatabase();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-clean-bench-'));
  let services: ServiceProcess[] = [];
  try {
    process.env.REGION_US_DATABASE_URL = DATABASE_URL;
    services = await startServices({ port: PORT, dataDir, regions: ['US'] });
    console.log(`generating ${OLD_ROWS.toLocaleString('en-US')} old manager visits`);
    await prepare(pool);
    const token = await signInAsRoot(services[0].url);
    const region = services[1].url;
    const calls: { label: string; http: HttpRequest }[] = [
      { label: 'manager visits of the last 7 days, page 1 (the table being cleaned)', http: { method: 'POST', url: `${region}/admin/report/infos`, body: { startDate: Date.now() - 7 * 86_400_000, pageSize: 10 } } },
      { label: 'remote server list', http: { method: 'POST', url: `${region}/admin/remote/server/list`, body: { pageSize: 10 } } },
      { label: 'data-clean status', http: { method: 'POST', url: `${region}/admin/data/clean/status`, body: {} } },
    ];
    await measureHttp(calls[0].http, token, CONNECTIONS, 3); // warm-up
    const before: Figures[] = [];
    for (const c of calls) before.push(await measureHttp(c.http, token, CONNECTIONS, SECONDS / 2));
    await call(`${region}/admin/data/clean`, token);
    const during: Figures[] = [];
    const deleted: number[] = [];
    const removedAt = async () => ((await call(`${region}/admin/data/clean/status`, token)) as Job).removed;
    const r0 = await removedAt();
    for (const c of calls) {
      const from = await removedAt();
      during.push(await measureHttp(c.http, token, CONNECTIONS, SECONDS));
      deleted.push((await removedAt()) - from);
    }
    const deletedDuring = (await removedAt()) - r0;
    let job = (await call(`${region}/admin/data/clean/status`, token)) as Job;
    if (job.state === 'running') job = (await call(`${region}/admin/data/clean/stop`, token)) as Job;
    const rows = calls.map((c, i) => ({ label: c.label, before: before[i], during: during[i], deleted: deleted[i] }));
    for (const r of rows) console.log(`${r.label}: idle p95 ${f1(r.before.p95)} ms, cleaning p95 ${f1(r.during.p95)} ms`);
    console.log(`job ${job.state}, ${job.removed} removed, ${deletedDuring} during the measurement`);
    writeSection(rows, machine, job, deletedDuring);
  } finally {
    await stopServices(services);
    rmSync(dataDir, { recursive: true, force: true });
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
