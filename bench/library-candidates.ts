/**
 * Hand-written code against the library that could replace it, side by side on the same input (issue #28 §4):
 * - the AP-password CSV import's reader (readline and a quote-aware splitter) against csv-parse's streaming parser,
 *   on an import file at its size limit (10 MiB);
 * - the device-file lists' cost cache as it was written by hand (a Map of entries and a Map of loads in flight) against
 *   the lru-cache one that replaced it (server/src/region/device-files/cost-cache.ts: `fetchMethod`, a per-entry ttl
 *   set from the load's time): a fresh key read over and over, and concurrent misses that must share one load.
 * Writes its section of docs/benchmarks.md; docs/architecture.md ("Departures") records what was decided from the figures.
 *
 * Run: npx tsx bench/library-candidates.ts   (BENCH_RUNS=7)
 */
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { costCache } from '../server/src/region/device-files/cost-cache.ts';
import path from 'node:path';
import { writeDocSection } from './lib/doc-section.ts';
import { describeMachine, median } from './lib/machine.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const DOC = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const START = '<!-- library-candidates-bench:start -->';
const END = '<!-- library-candidates-bench:end -->';

/** An import file of the template's shape at the size limit; every tenth comment quoted with a comma in it. */
function importFile(): Buffer {
  const lines = ['\uFEFFmac,ssidPassword,model,comment,lockType'];
  let size = lines[0].length;
  for (let i = 0; size < IMPORT_MAX_BYTES - 100; i++) {
    const mac = `C0:74:AD:${((i >> 16) & 255).toString(16).padStart(2, '0')}:${((i >> 8) & 255).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`;
    const line = `${mac},pw${i % 1000},GWN7660,${i % 10 === 0 ? '"rack 4, shelf 2"' : `room ${i % 97}`},${i % 2}`;
    lines.push(line);
    size += line.length + 2;
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

/** The reader the import used: one line at a time, RFC 4180 quotes within a line. */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { out.push(field); field = ''; } else field += c;
  }
  out.push(field);
  return out.map((f) => f.trim());
}
async function handWritten(bytes: Buffer): Promise<number> {
  let records = 0;
  for await (const line of createInterface({ input: Readable.from([bytes]), crlfDelay: Infinity })) {
    if (line.trim() !== '') records += splitCsvLine(line).length > 0 ? 1 : 0;
  }
  return records;
}
async function csvParse(bytes: Buffer): Promise<number> {
  let records = 0;
  const parser = Readable.from([bytes]).pipe(parse({ bom: true, trim: true, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }));
  for await (const record of parser as AsyncIterable<string[]>) records += record.length > 0 ? 1 : 0;
  return records;
}

async function timeIt(run: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** The cost cache as it was written by hand before lru-cache replaced it. */
function handWrittenCostCache(costFactor = 10, maxMs = 30_000) {
  const entries = new Map<string, { value: unknown; until: number }>();
  const inflight = new Map<string, Promise<unknown>>();
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return Promise.resolve(entry.value as T);
      const pending = inflight.get(key);
      if (pending) return pending as Promise<T>;
      const started = Date.now();
      const loaded = generation;
      const loading = load().then((value) => {
        const took = Date.now() - started;
        if (loaded === generation) entries.set(key, { value, until: Date.now() + Math.min(maxMs, took * costFactor) });
        return value;
      }).finally(() => { inflight.delete(key); });
      inflight.set(key, loading);
      return loading;
    },
    clear(): void {
      generation += 1;
      entries.clear();
      inflight.clear();
    },
  };
}

type Cache = { get<T>(key: string, load: () => Promise<T>): Promise<T> };
async function hotReads(cache: Cache, n: number): Promise<number> {
  const load = async () => 42;
  await cache.get('hot', async () => { await new Promise((r) => setTimeout(r, 5)); return 42; });
  return timeIt(async () => { for (let i = 0; i < n; i++) await cache.get('hot', load); });
}
async function sharedMisses(cache: Cache, keys: number, callersPerKey: number): Promise<{ ms: number; loads: number }> {
  let loads = 0;
  const load = async () => { loads++; await new Promise((r) => setImmediate(r)); return loads; };
  const ms = await timeIt(() => Promise.all(Array.from({ length: keys * callersPerKey }, (_, i) => cache.get(`k${i % keys}`, load))));
  return { ms, loads };
}

async function main(): Promise<void> {
  const machine = describeMachine();
  console.log(machine);
  const file = importFile();
  const mib = (file.length / 1024 ** 2).toFixed(1);
  const [a, b] = [await handWritten(file), await csvParse(file)];
  if (a !== b) throw new Error(`the readers disagree: ${a} vs ${b} records`);
  const hand: number[] = [];
  const lib: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    hand.push(await timeIt(() => handWritten(file)));
    lib.push(await timeIt(() => csvParse(file)));
  }
  console.log(`CSV import file ${mib} MiB, ${a} records, median of ${RUNS}: readline + splitter ${median(hand).toFixed(0)} ms; csv-parse ${median(lib).toFixed(0)} ms`);

  const reads = 1_000_000;
  const hotHand: number[] = [];
  const hotLib: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    hotHand.push(await hotReads(handWrittenCostCache(), reads));
    hotLib.push(await hotReads(costCache(), reads));
  }
  console.log(`cache, ${reads.toLocaleString('en-US')} reads of a fresh key, median of ${RUNS}: hand-written ${median(hotHand).toFixed(0)} ms; lru-cache ${median(hotLib).toFixed(0)} ms`);
  const missHand = await sharedMisses(handWrittenCostCache(), 500, 20);
  const missLib = await sharedMisses(costCache(), 500, 20);
  console.log(`cache, 500 keys x 20 concurrent callers: hand-written ${missHand.ms.toFixed(0)} ms, ${missHand.loads} loads; lru-cache ${missLib.ms.toFixed(0)} ms, ${missLib.loads} loads`);
  const f = (ms: number) => ms.toFixed(0);
  writeDocSection(DOC, { start: START, end: END }, [
    START,
    '## Libraries against hand-written code: CSV import reader, cost cache',
    '',
    `Generated by \`npx tsx bench/library-candidates.ts\` on ${new Date().toISOString()}; rerun it to refresh this section.`,
    machine,
    `Medians of ${RUNS} runs in one process; what was kept and why: docs/architecture.md, "Departures".`,
    '',
    '| What | Hand-written (ms) | Library (ms) |',
    '|---|---:|---:|',
    `| Reading a ${mib} MiB AP-password import (${a.toLocaleString('en-US')} rows): readline + splitter / csv-parse | ${f(median(hand))} | ${f(median(lib))} |`,
    `| ${reads.toLocaleString('en-US')} reads of a fresh cost-cache key: Map / lru-cache | ${f(median(hotHand))} | ${f(median(hotLib))} |`,
    `| 500 keys x 20 concurrent callers, all misses (${missHand.loads} / ${missLib.loads} loads) | ${f(missHand.ms)} | ${f(missLib.ms)} |`,
    END,
  ].join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
