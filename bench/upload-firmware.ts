/**
 * Upload benchmark: one 1 GiB firmware sent to the three regions at once (each region its own
 * process, as in production), against `cp` and `md5sum` of the same file on the same disk.
 * Records wall time, throughput and each service's peak memory growth into docs/benchmarks.md.
 *
 * Run: npx tsx bench/upload-firmware.ts   (UPLOAD_BENCH_MB=1024 by default; UPLOAD_BENCH_PORT=19480)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { REGIONS } from '@gwn/contract';
import { describeMachine } from './lib/machine.ts';
import { writeUploadSection, type UploadBenchResult } from './upload-report.ts';
import { cpuSecondsOf, rssOf, sampleRss, startServices, stopServices, UPLOAD_BENCH_PASSWORD } from './upload-services.ts';

const MB = Number(process.env.UPLOAD_BENCH_MB ?? 1024);
const PORT = Number(process.env.UPLOAD_BENCH_PORT ?? 19480);

/** CPU seconds a command used (bash's `times` for its children): unlike wall time, barely moved by other load. */
function cpuSecondsOfCommand(command: string): number {
  const out = spawnSync('bash', ['-c', `${command} >/dev/null; times`], { encoding: 'utf8' }).stdout.trim().split('\n').pop() ?? '';
  return out.split(/\s+/).map((t) => { const m = /(\d+)m([\d.]+)s/.exec(t); return m ? Number(m[1]) * 60 + Number(m[2]) : 0; })
    .reduce((a, b) => a + b, 0);
}

const seconds = (fn: () => void) => { const t = process.hrtime.bigint(); fn(); return Number(process.hrtime.bigint() - t) / 1e9; };

async function signIn(baseUrl: string): Promise<string> {
  const userPwd = createHash('sha256').update(UPLOAD_BENCH_PASSWORD).digest('hex');
  const call = (p: string, body: unknown) => fetch(`${baseUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await call('/admin/check_mfa_info', { userName: 'root', userPwd, lang: 'en' });
  const login = await call('/admin/login', { userName: 'root', userPwd });
  const token = login.headers.get('authorization');
  if (!token) throw new Error(`sign-in failed: ${await login.text()}`);
  return token;
}

/** Streams the file as multipart (field "file") to one region; resolves with the reply envelope. */
function upload(url: string, token: string, file: string): Promise<{ retCode: number; data: { md5: string } }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="firmware.bin"\r\ncontent-type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/admin/firmware/upload`, {
      method: 'POST', headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
    });
    req.on('error', reject);
    Readable.from((async function* () { yield head; yield* createReadStream(file, { highWaterMark: 1024 * 1024 }); yield tail; })()).pipe(req);
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gwn-upload-bench-'));
  const file = path.join(dir, 'firmware.bin');
  const services = await startServices({ port: PORT, dataDir: path.join(dir, 'data'), regions: REGIONS }).catch((err: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
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

    const token = await signIn(services[0].url);
    const regionServices = services.slice(1);
    const before = regionServices.map((s) => rssOf(s.child.pid ?? 0));
    const sampler = sampleRss(regionServices.map((s) => s.child.pid ?? 0));
    const cpuBefore = regionServices.map((s) => cpuSecondsOf(s.child.pid ?? 0));
    const clientCpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    const replies = await Promise.all(regionServices.map((s) => upload(s.url, token, file)));
    const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const peaks = sampler.stop();
    const cpu = regionServices.map((s, i) => cpuSecondsOf(s.child.pid ?? 0) - cpuBefore[i]);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    replies.forEach((r, i) => {
      if (r.retCode !== 0 || r.data.md5 !== expectedMd5) throw new Error(`${regionServices[i].name}: ${JSON.stringify(r)} (md5sum ${expectedMd5})`);
    });

    const result: UploadBenchResult = {
      date: new Date().toISOString(), machine: describeMachine(), bytes, regions: regionServices.length,
      cpSeconds, md5sumSeconds, md5sumCpuSeconds, ddCpuSeconds, wallSeconds, clientCpuSeconds: (clientCpu.user + clientCpu.system) / 1e6,
      loadAverage: os.loadavg()[0],
      memory: regionServices.map((s, i) => ({ service: s.name, before: before[i], peak: peaks[i], cpuSeconds: cpu[i] })),
    };
    writeUploadSection(result);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await stopServices(services);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
