/**
 * Upload benchmark: one 1 GiB firmware sent to the three regions at once (each region its own
 * process, as in production), against `cp` and `md5sum` of the same file on the same disk.
 * Records wall time, throughput and each service's peak memory growth into docs/benchmarks.md, once as
 * shipped and once with V8's own heap-growth rule (see VARIANTS).
 *
 * Run: npx tsx bench/upload-firmware.ts   (UPLOAD_BENCH_MB=1024 by default; UPLOAD_BENCH_PORT=19480;
 *      UPLOAD_BENCH_SENDER=node to send with Node instead of curl)
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REGIONS } from '@gwn/contract';
import { describeMachine } from './lib/machine.ts';
import { writeUploadSection, type UploadBenchResult, type UploadRun } from './upload-report.ts';
import { cpuSecondsOf, rssOf, sampleRss, signInAsRoot, startServices, stopServices } from './lib/service-processes.ts';

const MB = Number(process.env.UPLOAD_BENCH_MB ?? 1024);
const PORT = Number(process.env.UPLOAD_BENCH_PORT ?? 19480);

/** Children's user + system seconds from the last line of bash's `times`. */
function cpuSecondsOfTimes(output: string): number {
  const last = output.trim().split('\n').pop() ?? '';
  return last.split(/\s+/).map((t) => { const m = /(\d+)m([\d.]+)s/.exec(t); return m ? Number(m[1]) * 60 + Number(m[2]) : 0; })
    .reduce((a, b) => a + b, 0);
}

/** CPU seconds a command used (bash's `times` for its children): unlike wall time, barely moved by other load. */
function cpuSecondsOfCommand(command: string): number {
  return cpuSecondsOfTimes(spawnSync('bash', ['-c', `${command} >/dev/null; times`], { encoding: 'utf8' }).stdout);
}

const seconds = (fn: () => void) => { const t = process.hrtime.bigint(); fn(); return Number(process.hrtime.bigint() - t) / 1e9; };

interface UploadReply { retCode: number; data: { md5: string } }

/** What the sending side did: the replies in region order, its CPU seconds, and which sender it was. */
interface Sent { replies: UploadReply[]; cpuSeconds: number; sender: string }

// UPLOAD_BENCH_SENDER=node forces the Node sender (to compare the two).
const useCurl = process.env.UPLOAD_BENCH_SENDER !== 'node' && spawnSync('curl', ['--version']).status === 0;

/**
 * Sends the file to every region at once as multipart (field "file"), the way a cheap real sender
 * would: with curl when the machine has it (its CPU time read from bash's `times`), otherwise with
 * Node reading the file into two reused 1 MiB buffers (no per-chunk allocation or stream copies).
 */
function uploadAll(urls: string[], token: string, file: string): Promise<Sent> {
  return useCurl ? uploadWithCurl(urls, token, file) : uploadWithNode(urls, token, file);
}

async function uploadWithCurl(urls: string[], token: string, file: string): Promise<Sent> {
  const replyFile = (i: number) => `${file}.reply${i}`;
  // "Expect:" off: browsers send the body straight away; curl would wait for a 100 Continue first.
  const script = `i=0; for u in "$@"; do curl -sS -o "$FILE.reply$i" -H "authorization: $TOKEN" -H 'Expect:' \
    -F "file=@$FILE;filename=firmware.bin;type=application/octet-stream" "$u/admin/firmware/upload" & i=$((i+1)); done; wait; times`;
  const child = spawn('bash', ['-c', script, 'upload', ...urls], { env: { ...process.env, FILE: file, TOKEN: token }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
  await new Promise((resolve) => child.once('close', resolve));
  const replies = urls.map((_, i) => JSON.parse(readFileSync(replyFile(i), 'utf8')) as UploadReply);
  return { replies, cpuSeconds: cpuSecondsOfTimes(out), sender: 'curl' };
}

async function uploadWithNode(urls: string[], token: string, file: string): Promise<Sent> {
  const before = process.cpuUsage();
  const replies = await Promise.all(urls.map((url) => uploadOne(url, token, file)));
  const used = process.cpuUsage(before);
  return { replies, cpuSeconds: (used.user + used.system) / 1e6, sender: 'Node (http.request)' };
}

function uploadOne(url: string, token: string, file: string): Promise<UploadReply> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="firmware.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(file).size;
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/admin/firmware/upload`, {
      method: 'POST', headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    req.on('error', reject);
    const send = async () => {
      const fh = await open(file);
      try {
        req.write(head);
        // Two buffers: one is read into while the socket still holds the other.
        const buffers = [Buffer.allocUnsafe(1 << 20), Buffer.allocUnsafe(1 << 20)];
        const written: Promise<unknown>[] = [Promise.resolve(), Promise.resolve()];
        for (let pos = 0, i = 0; pos < size; i ^= 1) {
          await written[i];
          const { bytesRead } = await fh.read(buffers[i], 0, buffers[i].length, pos);
          pos += bytesRead;
          written[i] = new Promise((done) => req.write(buffers[i].subarray(0, bytesRead), done));
        }
      } finally {
        await fh.close();
      }
      req.end(tail);
    };
    send().catch(reject);
  });
}

/**
 * The settings the upload is measured with, each against freshly started services: as shipped,
 * and with V8's own heap-growth rule (server/src/heap-tuning.ts), so the tuning's effect is a ratio
 * from one run on one machine.
 */
const VARIANTS: { label: string; env: Record<string, string> }[] = [
  { label: 'as shipped (HEAP_GROWING_PERCENT=100)', env: {} },
  { label: "V8's own heap growth (HEAP_GROWING_PERCENT=0)", env: { HEAP_GROWING_PERCENT: '0' } },
];

/** Starts the services with `env`, uploads the file to every region at once, checks each MD5, stops them. */
async function measureUpload(dir: string, file: string, expectedMd5: string, variant: (typeof VARIANTS)[number], index: number): Promise<UploadRun> {
  const services = await startServices({ port: PORT, dataDir: path.join(dir, `data-${index}`), regions: REGIONS, env: variant.env });
  try {
    const token = await signInAsRoot(services[0].url);
    const regionServices = services.slice(1);
    const before = regionServices.map((s) => rssOf(s.child.pid ?? 0));
    const sampler = sampleRss(regionServices.map((s) => s.child.pid ?? 0));
    const cpuBefore = regionServices.map((s) => cpuSecondsOf(s.child.pid ?? 0));
    const started = process.hrtime.bigint();
    const { replies, cpuSeconds: clientCpuSeconds, sender } = await uploadAll(regionServices.map((s) => s.url), token, file);
    const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peaks = sampler.stop();
    const cpu = regionServices.map((s, i) => cpuSecondsOf(s.child.pid ?? 0) - cpuBefore[i]);
    replies.forEach((r, i) => {
      if (r.retCode !== 0 || r.data.md5 !== expectedMd5) throw new Error(`${regionServices[i].name}: ${JSON.stringify(r)} (md5sum ${expectedMd5})`);
    });
    return {
      label: variant.label, wallSeconds, clientCpuSeconds, sender, loadAverage: os.loadavg()[0],
      memory: regionServices.map((s, i) => ({ service: s.name, before: before[i], peak: peaks[i], cpuSeconds: cpu[i] })),
    };
  } finally {
    await stopServices(services);
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gwn-upload-bench-'));
  const file = path.join(dir, 'firmware.bin');
  try {
    execFileSync('dd', ['if=/dev/urandom', `of=${file}`, 'bs=1M', `count=${MB}`, 'status=none']);
    const bytes = statSync(file).size;
    // Baselines on the same disk, file already in the page cache (as the upload's source will be).
    const cpSeconds = seconds(() => execFileSync('cp', [file, `${file}.copy`]));
    rmSync(`${file}.copy`);
    let expectedMd5 = '';
    const md5sumSeconds = seconds(() => { expectedMd5 = execFileSync('md5sum', [file]).toString().split(' ')[0]; });
    const md5sumCpuSeconds = cpuSecondsOfCommand(`md5sum '${file}'`);
    // cp uses copy_file_range; a service writes with write(), so dd bs=1M is the honest floor for storing a stream.
    const ddCpuSeconds = cpuSecondsOfCommand(`dd if='${file}' of='${file}.dd' bs=1M status=none`);
    rmSync(`${file}.dd`);

    const runs: UploadRun[] = [];
    for (const [i, variant] of VARIANTS.entries()) runs.push(await measureUpload(dir, file, expectedMd5, variant, i));
    const result: UploadBenchResult = {
      date: new Date().toISOString(), machine: describeMachine(), bytes, regions: REGIONS.length,
      cpSeconds, md5sumSeconds, md5sumCpuSeconds, ddCpuSeconds, runs,
    };
    writeUploadSection(result);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
