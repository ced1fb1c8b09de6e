/**
 * Where a region service spends its CPU while it answers the enterprise screens' calls (issue #27 asks for a CPU
 * profile beside the API-vs-SQL figures): the region runs under `node --cpu-prof` on a PostgreSQL data set, each call
 * is loaded in turn, and the profile's samples taken during the load are summed by the package that ran them.
 * Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/cpu-profile.ts     (BENCH_PROFILE_DATABASE_URL, BENCH_SECONDS=10, BENCH_CONNECTIONS=8, BENCH_PORT=19680)
 * --keep leaves the .cpuprofile where it was written (open it in Chrome DevTools' Performance panel) and prints its path.
 * The database is created and filled once when missing (about 15 s): npm run demo:data -- --region US --scale 100 --database-url <url>
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apDevices, enterpriseDevices, enterprises } from '@gwn/contract';
import { openDemoDataset } from './lib/database.ts';
import { writeDocSection } from './lib/doc-section.ts';
import { measureHttp, type HttpRequest } from './lib/http-load.ts';
import { callOk, figuresLine, loadSettings, withServices } from './lib/load-harness.ts';
import { describeMachine } from './lib/machine.ts';
import { categoryOf, samplesBetween, type CpuProfile } from './lib/cpu-profile-categories.ts';

const DATABASE_URL = process.env.BENCH_PROFILE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_profile';
const START = '<!-- cpu-profile:start -->';
const END = '<!-- cpu-profile:end -->';
const { seconds: SECONDS, connections: CONNECTIONS, port: PORT } = loadSettings({ seconds: 10, connections: 8, port: 19680 });

/** The calls of the enterprise screens, with terms read from the data set. */
async function scenarios(pool: pg.Pool, regionUrl: string): Promise<{ label: string; http: HttpRequest }[]> {
  const { rows: [e] } = await pool.query<{ enterprise_id: string; username: string }>(
    `SELECT e.enterprise_id, e.username FROM enterprises e
      WHERE EXISTS (SELECT 1 FROM devices d WHERE d.enterprise_id = e.id AND d.kind = 'AP') ORDER BY e.id LIMIT 1`);
  const { rows: [d] } = await pool.query<{ mac: string }>("SELECT mac FROM devices WHERE kind = 'AP' ORDER BY id LIMIT 1");
  const family = e.username.split(' ').pop() ?? e.username;
  const post = (url: string, body: object): HttpRequest => ({ method: 'POST', url: `${regionUrl}${url}`, body });
  return [
    { label: `enterprise search, family name "${family}", 20 a page`, http: post(enterprises.list.path, { search: family, pageNum: 1, pageSize: 20 }) },
    { label: 'enterprise search every enterprise matches ("@"), 50 a page', http: post(enterprises.list.path, { search: '@', pageNum: 1, pageSize: 50 }) },
    { label: `AP search by part of a MAC "${d.mac.slice(-5)}"`, http: post(apDevices.manageList.path, { search: d.mac.slice(-5), pageNum: 1, pageSize: 20 }) },
    {
      label: 'one enterprise\'s APs, 20 a page',
      http: { method: 'GET', url: `${regionUrl}${enterpriseDevices.apList.path}?${new URLSearchParams({ enterpriseId: e.enterprise_id, pageNum: '1', pageSize: '20' })}` },
    },
  ];
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function main(): Promise<void> {
  const machine = describeMachine();
  const pool = await openDemoDataset(DATABASE_URL, { scale: 100, poolMax: 2, create: true });
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-cpu-profile-'));
  // The harness passes these flags to the region processes (bench/lib/service-processes.ts).
  process.env.UPLOAD_BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
  const windows: { label: string; from: bigint; to: bigint; line: string }[] = [];
  try {
    await withServices({ port: PORT, env: { REGION_US_DATABASE_URL: DATABASE_URL } }, async ({ regionUrl, token }) => {
      for (const s of await scenarios(pool, regionUrl)) {
        await callOk(s.http, token, s.label);
        const from = process.hrtime.bigint();
        const figures = await measureHttp(s.http, token, CONNECTIONS, SECONDS);
        windows.push({ label: s.label, from, to: process.hrtime.bigint(), line: figuresLine(figures) });
        console.log(`${s.label}: ${figuresLine(figures)}`);
      }
    });
    // The region writes its profile when it exits; the account service runs without the flag.
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the region wrote no profile into ${profileDir}`);
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    const byFunction = new Map<string, number>();
    const rows = windows.map((w) => {
      const byCategory = new Map<string, number>();
      let total = 0;
      for (const { node, micros } of samplesBetween(profile, w.from, w.to)) {
        const category = categoryOf(node.callFrame);
        byCategory.set(category, (byCategory.get(category) ?? 0) + micros);
        total += micros;
        if (category !== 'idle') byFunction.set(frameName(node.callFrame), (byFunction.get(frameName(node.callFrame)) ?? 0) + micros);
      }
      return { ...w, byCategory, total };
    });
    const busyAll = [...byFunction.values()].reduce((a, b) => a + b, 0);
    const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, micros]) => `${name} ${pct(micros, busyAll)}`);
    writeSection(machine, rows, top);
  } finally {
    if (process.argv.includes('--keep')) console.log(`profile kept in ${profileDir}`);
    else rmSync(profileDir, { recursive: true, force: true });
    await pool.end();
  }
}

/** A frame as a reader finds it: the function and the file (or package) it is in. */
function frameName(frame: { functionName: string; url: string }): string {
  const file = frame.url.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1').replace(/^.*\/(server|contract)\/src\//, '$1/');
  return `\`${frame.functionName || '(anonymous)'}\`${file ? ` (${file})` : ''}`;
}

function writeSection(machine: string, rows: { label: string; line: string; byCategory: Map<string, number>; total: number }[], top: string[]): void {
  const categories = [...new Set(rows.flatMap((r) => [...r.byCategory.keys()]))]
    .sort((a, b) => rows.reduce((n, r) => n + (r.byCategory.get(b) ?? 0), 0) - rows.reduce((n, r) => n + (r.byCategory.get(a) ?? 0), 0));
  const busy = (r: (typeof rows)[number]) => r.total - (r.byCategory.get('idle') ?? 0);
  const shown = categories.filter((c) => c !== 'idle');
  const lines = [
    START,
    '## Where a region spends its CPU (issue #27)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/cpu-profile.ts\`. Machine: ${machine}.`,
    `Data: \`${new URL(DATABASE_URL).pathname.slice(1)}\` on PostgreSQL, made by \`npm run demo:data -- --region US --scale 100\``,
    `(10,000 enterprises, 100,000 devices). The US region runs under \`node --cpu-prof\`; each call is loaded for ${SECONDS} s`,
    `at ${CONNECTIONS} connections, and the samples taken during that window are summed by the package that was running`,
    '(self time). "Busy" is the share of the window the region was on a CPU; the other columns are shares of that busy',
    'time, by what was running.',
    '',
    `| Call | Figures | Busy | ${shown.join(' | ')} |`,
    `|---|---|---:|${shown.map(() => '---:').join('|')}|`,
    ...rows.map((r) => `| ${r.label} | ${r.line} | ${pct(busy(r), r.total)} | ${shown.map((c) => pct(r.byCategory.get(c) ?? 0, busy(r))).join(' | ')} |`),
    '',
    `The functions with the most self time over all four calls (share of busy time): ${top.join(', ')}.`,
    END,
  ];
  writeDocSection(path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md'), { start: START, end: END }, lines.join('\n'));
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
