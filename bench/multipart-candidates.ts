/**
 * The hand-written multipart reader (server/src/core/multipart-reader.ts) against busboy 1.6, in one process, on
 * the same body: a file part of MULTIPART_BENCH_MB (default 512) MiB sent in 64 KiB chunks, each parser handing the
 * file's bytes to a sink that discards them with a Writable's back-pressure (1 MiB buffer). Median time of 3 runs
 * each (taking turns) and the process's peak RSS growth, with the same V8 heap setting as the services
 * (HEAP_GROWING_PERCENT, server/src/heap-tuning.ts). Without HTTP, storage or hashing: it isolates the parsing that
 * bench/upload-firmware.ts measures inside a whole upload. Writes its section of docs/benchmarks.md.
 *
 * Run: npx tsx bench/multipart-candidates.ts   (MULTIPART_BENCH_MB=512)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import busboy from 'busboy';
import { readFirstFilePart } from '../server/src/core/multipart-reader.ts';
import { tuneHeapGrowth } from '../server/src/heap-tuning.ts';
import { writeDocSection } from './lib/doc-section.ts';
import { describeMachine, median } from './lib/machine.ts';

const MB = Number(process.env.MULTIPART_BENCH_MB ?? 512);
const CHUNK = 64 * 1024;
const RUNS = 3;
const BOUNDARY = '----gwnbench7MA4YWxkTrZu0gW';
const DOC = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const START = '<!-- multipart-candidates-bench:start -->';
const END = '<!-- multipart-candidates-bench:end -->';

/** A form with one text field, then the file, as a browser sends it; the file's bytes are one random chunk, copied. */
function body(): Readable {
  const block = randomBytes(CHUNK);
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="regions"\r\n\r\nUS\r\n`
    + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="fw.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunks = (MB * 1024 * 1024) / CHUNK;
  return Readable.from((function* () {
    yield head;
    // A fresh buffer per chunk, as Node's HTTP parser gives a request's body: the same garbage for both parsers.
    for (let i = 0; i < chunks; i++) yield Buffer.from(block);
    yield tail;
  })(), { objectMode: false });
}

/** Discards what it is given, asking for a pause past 1 MiB as a file store's stream does; counts the bytes. */
function sink() {
  let bytes = 0;
  const stream = new Writable({
    highWaterMark: 1024 * 1024,
    write(chunk: Buffer, _enc, done) { bytes += chunk.length; setImmediate(done); },
  });
  return { stream, bytes: () => bytes };
}

async function handWritten(): Promise<number> {
  const part = await readFirstFilePart(body(), BOUNDARY);
  if (!part) throw new Error('no file part');
  const out = sink();
  const closed = new Promise((resolve) => out.stream.once('finish', resolve));
  part.pipeTo(out.stream);
  await part.finished;
  await closed;
  return out.bytes();
}

function withBusboy(): Promise<number> {
  return new Promise((resolve, reject) => {
    const parser = busboy({ headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, limits: { files: 1 } });
    const out = sink();
    parser.on('file', (_name, file) => file.pipe(out.stream));
    parser.on('error', reject);
    parser.on('close', () => out.stream.end(() => resolve(out.bytes())));
    body().pipe(parser);
  });
}

async function measure(run: () => Promise<number>): Promise<{ seconds: number; rssGrowthMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const t = process.hrtime.bigint();
  const bytes = await run();
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  clearInterval(sampler);
  if (bytes !== MB * 1024 * 1024) throw new Error(`the sink got ${bytes} bytes, not ${MB} MiB`);
  return { seconds, rssGrowthMb: (peak - before) / 1024 ** 2 };
}

async function main(): Promise<void> {
  tuneHeapGrowth(Number(process.env.HEAP_GROWING_PERCENT ?? 100));
  const machine = describeMachine();
  console.log(machine);
  const hand: { seconds: number; rssGrowthMb: number }[] = [];
  const bus: { seconds: number; rssGrowthMb: number }[] = [];
  // One run of each first, not counted (compilation, first allocations); then turns, the first parser alternating.
  await measure(handWritten);
  await measure(withBusboy);
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      hand.push(await measure(handWritten));
      bus.push(await measure(withBusboy));
    } else {
      bus.push(await measure(withBusboy));
      hand.push(await measure(handWritten));
    }
  }
  const row = (name: string, runs: typeof hand) => {
    const s = median(runs.map((r) => r.seconds));
    const growth = median(runs.map((r) => r.rssGrowthMb));
    return { line: `| ${name} | ${s.toFixed(2)} | ${(MB / s).toFixed(0)} | ${growth.toFixed(0)} |`, s };
  };
  const a = row('hand-written reader (Buffer#indexOf, slices of the body\'s chunks)', hand);
  const b = row('busboy 1.6 (streamsearch)', bus);
  console.log(`${MB} MiB file part: hand-written ${a.s.toFixed(2)} s, busboy ${b.s.toFixed(2)} s`);
  writeDocSection(DOC, { start: START, end: END }, [
    START,
    `## Multipart: the hand-written reader against busboy on a ${MB} MiB file part`,
    '',
    `Generated by \`npx tsx bench/multipart-candidates.ts\` on ${new Date().toISOString()}; rerun it to refresh this section.`,
    machine,
    `One process, no HTTP: the body in 64 KiB chunks, the file's bytes to a discarding sink with a 1 MiB buffer; after one uncounted run`,
    `of each, median of ${RUNS} runs each, taking turns (the first alternating): time, and the growth of the process's resident memory`,
    'at its peak during a run; V8\'s heap growth as the services set it.',
    '',
    '| Parser | Time (s) | MiB/s | RSS growth at peak (MiB) |',
    '|---|---:|---:|---:|',
    a.line,
    b.line,
    END,
  ].join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
