/**
 * Download benchmark: one 1 GiB capture file streamed by the region service (its own process, disk
 * file store) to curl, against `cat` of the same stored file to /dev/null. Records throughput and the
 * service's peak memory growth into docs/benchmarks.md.
 *
 * Run: npx tsx bench/download-file.ts   (DOWNLOAD_BENCH_MB=1024; BENCH_DATABASE_URL as bench/device-files-load.ts; BENCH_PORT=19780)
 * The file is placed in the store directly and its row written through PostgreSQL (uploads of captures
 * stop at 256 MiB); the download is the real endpoint, GET /admin/file/capture/download.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describeMachine } from './lib/machine.ts';
import { rssOf, sampleRss, startServices, stopServices, UPLOAD_BENCH_PASSWORD, type ServiceProcess } from './upload-services.ts';

const MB = Number(process.env.DOWNLOAD_BENCH_MB ?? 1024);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gwn_b_files';
const PORT = Number(process.env.BENCH_PORT ?? 19780);
const RUNS = 3;
const DOC = path.resolve(import.meta.dirname, '../docs/benchmarks.md');
const START = '<!-- download-bench:start -->';
const END = '<!-- download-bench:end -->';
const MAC = 'C074ADFFFF01';

async function signIn(accountUrl: string): Promise<string> {
  const userPwd = createHash('sha256').update(UPLOAD_BENCH_PASSWORD).digest('hex');
  const call = (p: string, body: unknown) => fetch(`${accountUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await call('/admin/check_mfa_info', { userName: 'root', userPwd, lang: 'en' });
  const token = (await call('/admin/login', { userName: 'root', userPwd })).headers.get('authorization');
  if (!token) throw new Error('sign-in as root failed');
  return token;
}

const seconds = (fn: () => void) => { const t = process.hrtime.bigint(); fn(); return Number(process.hrtime.bigint() - t) / 1e9; };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  if (spawnSync('curl', ['--version']).status !== 0) throw new Error('this benchmark downloads with curl');
  const machine = describeMachine();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-download-bench-'));
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  let services: ServiceProcess[] = [];
  try {
    services = await startServices({ port: PORT, dataDir, regions: ['US'], env: { REGION_US_DATABASE_URL: DATABASE_URL } });
    const region = services[1];
    // The stored object: random bytes, written once, hard-linked into the region's disk store.
    const source = path.join(dataDir, 'capture.bin');
    execFileSync('bash', ['-c', `head -c ${MB}M /dev/urandom > ${source}`]);
    const key = `capture/${MAC}/bench-${Date.now()}`;
    mkdirSync(path.dirname(path.join(dataDir, 'us', 'files', key)), { recursive: true });
    linkSync(source, path.join(dataDir, 'us', 'files', key));
    const md5 = execFileSync('md5sum', [source], { encoding: 'utf8' }).split(' ')[0];
    const { rows: [{ id }] } = await pool.query<{ id: string }>(
      `INSERT INTO device_files (kind, file_name, mac, uploader_email, model, firmware_version, storage_key, size, md5)
       VALUES ('capture', 'bench.pcap', $1, 'bench@example.com', 'GWN7660', '1.0.0.0', $2, $3, $4) RETURNING id`,
      [MAC, key, MB * 1024 * 1024, md5]);
    const token = await signIn(services[0].url);
    const url = `${region.url}/admin/file/capture/download?id=${id}&mac=${MAC}`;

    // Both read the file from the page cache: warm it first.
    execFileSync('bash', ['-c', `cat ${source} > /dev/null`]);
    const cat = median(Array.from({ length: RUNS }, () => seconds(() => execFileSync('bash', ['-c', `cat ${source} > /dev/null`]))));

    const out = path.join(dataDir, 'downloaded.bin');
    execFileSync('curl', ['-sS', '-H', `authorization: ${token}`, '-o', out, url]);
    const same = execFileSync('md5sum', [out], { encoding: 'utf8' }).split(' ')[0] === md5;
    rmSync(out);
    const pid = region.child.pid!;
    const before = rssOf(pid);
    const sampler = sampleRss([pid], 20);
    // curl runs asynchronously, so the memory sampler keeps sampling while the service streams.
    const downloads: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      await promisify(execFile)('curl', ['-sS', '-H', `authorization: ${token}`, '-o', '/dev/null', url]);
      downloads.push(Number(process.hrtime.bigint() - t) / 1e9);
    }
    const [peak] = sampler.stop();
    const download = median(downloads);
    const mibs = (s: number) => MB / s;
    const ratio = cat / download;
    const extraMb = (peak - before) / 1024 ** 2;
    console.log(`cat ${mibs(cat).toFixed(0)} MiB/s; download ${mibs(download).toFixed(0)} MiB/s (${(ratio * 100).toFixed(0)}% of cat); `
      + `region RSS ${(before / 1024 ** 2).toFixed(0)} MiB -> peak ${(peak / 1024 ** 2).toFixed(0)} MiB (+${extraMb.toFixed(1)} MiB); bytes identical: ${same}`);

    const lines = [
      START,
      `## Download: one ${MB} MiB capture file streamed from the store`,
      '',
      `Generated by \`npx tsx bench/download-file.ts\` on ${new Date().toISOString()}; rerun it to refresh this section.`,
      machine,
      'One region service (US, its own Node process, disk file store, PostgreSQL for its rows); `curl` downloads',
      '`GET /admin/file/capture/download` to /dev/null; `cat` reads the same stored file to /dev/null. Both read from the page cache',
      `(warmed first); median of ${RUNS} runs each. Memory: the region process's resident size before, and its peak while downloading (sampled every 20 ms).`,
      '',
      '| | Time (s) | MiB/s | Share of cat | Region RSS before → peak (MiB) |',
      '|---|---:|---:|---:|---:|',
      `| cat | ${cat.toFixed(2)} | ${mibs(cat).toFixed(0)} | 100% | – |`,
      `| download | ${download.toFixed(2)} | ${mibs(download).toFixed(0)} | ${(ratio * 100).toFixed(0)}% | ${(before / 1024 ** 2).toFixed(0)} → ${(peak / 1024 ** 2).toFixed(0)} (+${extraMb.toFixed(1)}) |`,
      '',
      `Targets: at least 60% of cat's throughput — **${ratio >= 0.6 ? 'met' : 'missed'}**; under 100 MB extra memory — **${extraMb < 100 ? 'met' : 'missed'}**. `
        + `The downloaded bytes ${same ? 'match' : 'DO NOT match'} the stored file's MD5.`,
      'The handler hands the store\'s read stream to Fastify, which pipes it to the socket with back-pressure (server/src/core/endpoint-host.ts, `sendFile`):',
      'nothing is buffered beyond the stream\'s 1 MiB reads (the disk store\'s `highWaterMark`; the 64 KiB default gave 321 MiB/s, 4 MiB no better) and the socket\'s buffer.',
      '`cat` from the page cache is a memory copy; the service reads through libuv\'s thread pool and writes every chunk to a loopback',
      'socket that curl, on the same two cores, reads again (Node has no sendfile path for a response). That is where the gap to cat comes from.',
      '',
      'How to rerun: `npx tsx bench/download-file.ts` (needs PostgreSQL at BENCH_DATABASE_URL, migrated by the service at start, and curl).',
      END,
    ];
    const doc = readFileSync(DOC, 'utf8');
    const at = doc.indexOf(START);
    writeFileSync(DOC, at >= 0 ? doc.slice(0, at) + lines.join('\n') + doc.slice(doc.indexOf(END) + END.length) : `${doc.trimEnd()}\n\n${lines.join('\n')}\n`);
    await pool.query('DELETE FROM device_files WHERE id = $1', [id]);
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
