/**
 * Audit streaming under the enterprise load (issue #29; docs/architecture.md, "Audit streaming"): the enterprise screens'
 * read calls of bench/enterprise-load.ts on its 1 M-enterprise / 10 M-device region, each beside a stream of audited writes
 * (release notes, one audit entry each), measured without a destination and then with Debian's rsyslogd as a syslog
 * destination, one after the other per call so the machine's drift falls on both. Gives each read's p95 both ways, the
 * writes' p95, and the entries per second rsyslogd wrote.
 *   npx tsx bench/audit-stream.ts   (BENCH_DATABASE_URL, BENCH_SECONDS=10, BENCH_CONNECTIONS=32, BENCH_WRITERS=4, BENCH_PORT=19620)
 * The database is bench/enterprise-load.ts's (see there to create it); rsyslogd: apt-get install rsyslog rsyslog-gnutls.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { auditStream, releaseNote } from '@gwn/contract';
import { syslogReceiver } from '../server/test/stream-receivers.ts';
import { buildScenarios } from './enterprise-scenarios.ts';
import { writeDocSection } from './lib/doc-section.ts';
import { measureHttp, type Figures, type HttpRequest } from './lib/http-load.ts';
import { callOk, figuresLine, loadSettings, ms, runBench, withServices } from './lib/load-harness.ts';
import { describeMachine } from './lib/machine.ts';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_big';
const { seconds: SECONDS, connections: CONNECTIONS, port: PORT } = loadSettings({ seconds: 10, connections: 32, port: 19620 });
const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);

interface Side { read: Figures; write: Figures; delivered: number; load: number }
interface Row { label: string; plain: Side; streamed: Side }

async function main(): Promise<void> {
  const machine = describeMachine();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  const rsyslog = syslogReceiver();
  try {
    const { rows: [count] } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM enterprises').catch((err: unknown) => {
      throw new Error(`${DATABASE_URL} is not the enterprise-load database (${String(err)}); create it as bench/enterprise-load.ts says`);
    });
    await rsyslog.start();
    await withServices({ port: PORT, env: { REGION_US_DATABASE_URL: DATABASE_URL } }, async ({ accountUrl, regionUrl, token }) => {
      const scenarios = (await buildScenarios(pool, regionUrl)).filter((s) => s.group !== 'dashboard');
      let n = 0;
      const writes: HttpRequest = {
        method: 'POST', url: `${regionUrl}${releaseNote.save.path}`,
        nextBody: () => ({ title: `Streamed ${n++}`, value: `<p>note ${n}</p>` }),
      };
      /** One call's read load with the writes beside it, and what rsyslogd wrote meanwhile. */
      const side = async (read: HttpRequest): Promise<Side> => {
        const before = rsyslog.entries().length;
        const [readFigures, writeFigures] = await Promise.all([
          measureHttp(read, token, CONNECTIONS, SECONDS), measureHttp(writes, token, WRITERS, SECONDS),
        ]);
        return { read: readFigures, write: writeFigures, delivered: rsyslog.entries().length - before, load: os.loadavg()[0]! };
      };
      // A warm-up: each call once, then the writes alone, so the first measured call does not pay for a cold service.
      for (const s of scenarios) await callOk(s.http, token, s.label);
      await measureHttp(writes, token, WRITERS, Math.max(3, Math.round(SECONDS / 2)));

      const rows: Row[] = [];
      for (const scenario of scenarios) {
        const plain = await side(scenario.http);
        const added = await callOk<{ id: number }>({
          method: 'POST', url: `${accountUrl}${auditStream.add.path}`,
          body: { kind: 'syslog', name: 'bench rsyslog', host: '127.0.0.1', port: rsyslog.port, tls: false },
        }, token);
        const streamed = await side(scenario.http);
        await callOk({ method: 'POST', url: `${accountUrl}${auditStream.remove.path}`, body: { id: added.id } }, token);
        console.log(`${scenario.label}\n  without: ${figuresLine(plain.read)}\n  with:    ${figuresLine(streamed.read)}; `
          + `writes p95 ${ms(plain.write.p95)} → ${ms(streamed.write.p95)} ms; rsyslogd wrote ${streamed.delivered} entries`);
        rows.push({ label: scenario.label, plain, streamed });
      }
      writeSection(rows, machine, Number(count.n));
    });
  } finally {
    await rsyslog.remove();
    await pool.end();
  }
}

function writeSection(rows: readonly Row[], machine: string, enterprises: number): void {
  const cost = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(0)} %`;
  const sum = (pick: (r: Row) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const delivered = sum((r) => r.streamed.delivered);
  const written = sum((r) => r.streamed.write.requests);
  const p95s = (side: 'plain' | 'streamed') => rows.map((r) => r[side].read.p95).sort((a, b) => a - b);
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
  const loads = rows.flatMap((r) => [r.plain.load, r.streamed.load]);
  const section = [
    '<!-- audit-stream:start -->',
    '## Audit streaming under the enterprise load (bench/audit-stream.ts)',
    '',
    `${new Date().toISOString().slice(0, 10)}, ${machine}; load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs.`,
    `Data: bench/enterprise-load.ts's region database on PostgreSQL (${enterprises.toLocaleString('en-US')} enterprises, 10 M devices).`,
    `Each read call of the enterprise load runs at ${CONNECTIONS} connections for ${SECONDS} s while ${WRITERS} connections save release notes`,
    '(one audit entry each); first without a destination, then with Debian\'s `rsyslogd` on loopback as a syslog destination',
    '(added before and deleted after the streamed run). Rerun: `npx tsx bench/audit-stream.ts`.',
    '',
    '| read call | p95 without / with streaming, ms | cost | writes p95 without / with, ms | entries rsyslogd wrote |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.label} | ${ms(r.plain.read.p95)} / ${ms(r.streamed.read.p95)} | ${cost(r.plain.read.p95, r.streamed.read.p95)} `
      + `| ${ms(r.plain.write.p95)} / ${ms(r.streamed.write.p95)} | ${r.streamed.delivered} |`),
    '',
    `Median p95 of the read calls: ${ms(median(p95s('plain')))} ms without, ${ms(median(p95s('streamed')))} ms with streaming `
      + `(${cost(median(p95s('plain')), median(p95s('streamed')))}; target under 10 %).`,
    `rsyslogd wrote ${delivered} of the ${written} entries written during the streamed runs while they ran `
      + `(${(delivered / (rows.length * SECONDS)).toFixed(0)} entries/s); the rest drain after each run.`,
    'On this shared 2-core machine, two runs of the same load differ by up to ±15 % on a p95: read single rows with that in mind.',
    '<!-- audit-stream:end -->',
  ].join('\n');
  writeDocSection(path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md'), { start: '<!-- audit-stream:start -->', end: '<!-- audit-stream:end -->' }, section);
  console.log('wrote the audit-stream section of docs/benchmarks.md');
}

runBench(main);
