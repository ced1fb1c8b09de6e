/**
 * Audit streaming under load (docs/architecture.md, "Audit streaming"): a write load on a region (every call one
 * audit entry) measured twice, without a destination and with a syslog destination (a TCP collector in this
 * process, octet-counted RFC 5424), giving the load's p95 both ways and the entries per second delivered.
 *   npx tsx bench/audit-stream.ts      (BENCH_SECONDS=15, BENCH_CONNECTIONS=8, BENCH_PORT=19620)
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { auditStream, releaseNote } from '@gwn/contract';
import { writeDocSection } from './lib/doc-section.ts';
import { measureHttp, type Figures, type HttpRequest } from './lib/http-load.ts';
import { callOk, figuresLine, loadSettings, ms, runBench, withServices } from './lib/load-harness.ts';
import { describeMachine } from './lib/machine.ts';

const { seconds: SECONDS, connections: CONNECTIONS, port: PORT } = loadSettings({ seconds: 15, connections: 8, port: 19620 });

/** A collector counting the octet-counted frames it receives. */
async function collector(): Promise<{ port: number; count: () => number; close: () => Promise<void> }> {
  let frames = 0;
  const server = net.createServer((socket) => {
    let pending = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (;;) {
        const space = pending.indexOf(' ');
        if (space < 0) break;
        const length = Number(pending.slice(0, space));
        // Lengths are bytes; the messages here are ASCII JSON, so characters and bytes agree.
        if (pending.length < space + 1 + length) break;
        pending = pending.slice(space + 1 + length);
        frames++;
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, count: () => frames, close: () => new Promise((r) => server.close(() => r())) };
}

async function main(): Promise<void> {
  const machine = describeMachine();
  await withServices({ port: PORT, regions: ['US'] }, async ({ accountUrl, regionUrl, token }) => {
    let n = 0;
    const load: HttpRequest = {
      method: 'POST', url: `${regionUrl}${releaseNote.save.path}`,
      nextBody: () => ({ title: `Release ${n++}`, value: `<p>note ${n}</p>` }),
    };
    // A warm-up first: the first seconds of a fresh service (JIT, PGlite's caches) would count against the run without streaming.
    await measureHttp(load, token, CONNECTIONS, Math.max(3, Math.round(SECONDS / 3)));
    const withoutLoad = os.loadavg()[0]!;
    const plain: Figures = await measureHttp(load, token, CONNECTIONS, SECONDS);
    console.log(`without streaming: ${figuresLine(plain)}`);
    const sink = await collector();
    await callOk({ method: 'POST', url: `${accountUrl}${auditStream.add.path}`, body: { kind: 'syslog', name: 'bench', host: '127.0.0.1', port: sink.port, tls: false } }, token);
    const before = sink.count();
    const started = Date.now();
    const streamed = await measureHttp(load, token, CONNECTIONS, SECONDS);
    const duringLoad = sink.count() - before;
    const loadSeconds = (Date.now() - started) / 1000;
    const load1 = os.loadavg()[0]!;
    // The backlog left at the end drains after the load.
    const drainStart = Date.now();
    while (sink.count() - before < streamed.requests && Date.now() - drainStart < 60_000) await new Promise((r) => setTimeout(r, 100));
    const drainSeconds = (Date.now() - drainStart) / 1000;
    await sink.close();
    console.log(`with streaming: ${figuresLine(streamed)}; delivered ${duringLoad} during the load (${(duringLoad / loadSeconds).toFixed(0)}/s), rest in ${drainSeconds.toFixed(1)} s`);
    const cost = ((streamed.p95 - plain.p95) / plain.p95) * 100;
    const section = [
      '<!-- audit-stream:start -->',
      '## Audit streaming: entries delivered to syslog under a write load (bench/audit-stream.ts)',
      '',
      `${new Date().toISOString().slice(0, 10)}, ${machine}; load average (1 min) ${withoutLoad.toFixed(2)} before, ${load1.toFixed(2)} at the end of the streamed run`,
      `(the machine is shared with other work). Load: \`${releaseNote.save.path}\` on region US (PGlite), every call one audit entry, ${CONNECTIONS} connections for ${SECONDS} s;`,
      'the collector is a TCP listener on loopback in the benchmark process. The enterprise-load benchmark needs its 10 M-device database, not built for this run.',
      '',
      '| run | p50 / p95 / p99 ms | calls/s | errors |',
      '|---|---|---|---|',
      `| without streaming | ${ms(plain.p50)} / ${ms(plain.p95)} / ${ms(plain.p99)} | ${plain.rps.toFixed(0)} | ${plain.errors} |`,
      `| with a syslog destination | ${ms(streamed.p50)} / ${ms(streamed.p95)} / ${ms(streamed.p99)} | ${streamed.rps.toFixed(0)} | ${streamed.errors} |`,
      '',
      `Entries delivered while the load ran: ${duringLoad} (${(duringLoad / loadSeconds).toFixed(0)}/s); the rest (${Math.max(0, streamed.requests - duringLoad)}) within ${drainSeconds.toFixed(1)} s after it.`,
      `Cost on the p95: ${cost.toFixed(1)} % (target: under 10 %; on this shared machine differences of ±15 % between two runs of the same load are noise).`,
      '<!-- audit-stream:end -->',
    ].join('\n');
    writeDocSection(path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md'), { start: '<!-- audit-stream:start -->', end: '<!-- audit-stream:end -->' }, section);
  });
}

runBench(main);
