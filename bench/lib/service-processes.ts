/**
 * The services a benchmark measures, each as its own Node process (as in production): start and stop them, sign in
 * as root, and read a process's memory and CPU time from /proc.
 */
import { createHash } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegionName } from '@gwn/contract';

/** root's password on the benchmarks' services. */
export const BENCH_ROOT_PASSWORD = 'Bench-Upload@2026';

export interface ServiceProcess { name: string; url: string; child: ChildProcess }

/** Resident memory of a process in bytes (VmRSS from /proc). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until a service process answers /health; fails when it exits or the deadline passes. */
export async function waitHealthy(url: string, child: ChildProcess, deadlineMs = 300_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the service exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The account service and each region as its own Node process (as in production), so each one's
 * memory can be read on its own. Ports from `port` up; data under `dataDir`; `env` adds settings.
 */
export async function startServices(opts: {
  port: number; dataDir: string; regions: readonly RegionName[]; env?: Record<string, string>;
}): Promise<ServiceProcess[]> {
  const root = path.resolve(import.meta.dirname, '../..');
  const env = {
    ...process.env, ...opts.env, PORT: String(opts.port), DATA_DIR: opts.dataDir, ADMIN_PASSWORD: BENCH_ROOT_PASSWORD, DEMO_DATA: '0',
    LOG_LEVEL: 'warn', INTERNAL_SECRET: randomBytes(32).toString('hex'), ACCOUNT_INTERNAL_URL: `http://127.0.0.1:${opts.port}`,
  };
  // Extra Node flags, e.g. UPLOAD_BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the regions,
  // ACCOUNT_BENCH_NODE_ARGS the same for the account service.
  const flags = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);
  const start = (name: string, args: string[], port: number): ServiceProcess => {
    const profile = flags(name === 'account' ? process.env.ACCOUNT_BENCH_NODE_ARGS : process.env.UPLOAD_BENCH_NODE_ARGS);
    // node --import tsx runs the service in this one process (npx tsx would add a parent whose memory we would read).
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts', ...args], { cwd: root, env, stdio: ['ignore', process.env.UPLOAD_BENCH_STDOUT ? 'inherit' : 'ignore', 'inherit'] });
    return { name, url: `http://127.0.0.1:${port}`, child };
  };
  const services = [start('account', ['--service', 'account'], opts.port)];
  try {
    await waitHealthy(services[0].url, services[0].child);
    services.push(...opts.regions.map((r, i) => start(`region ${r}`, ['--service', 'region', '--region', r], opts.port + 1 + i)));
    await Promise.all(services.slice(1).map((s) => waitHealthy(s.url, s.child)));
  } catch (err) {
    await stopServices(services);
    throw err;
  }
  return services;
}

export async function stopServices(services: readonly ServiceProcess[]): Promise<void> {
  await Promise.all(services.map((s) => new Promise<void>((resolve) => {
    if (s.child.exitCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  })));
}

/** Samples each process's RSS every `everyMs` until stopped; returns the peak per process. */
export function sampleRss(pids: readonly number[], everyMs = 50) {
  const peaks = pids.map((pid) => rssOf(pid));
  const timer = setInterval(() => pids.forEach((pid, i) => { peaks[i] = Math.max(peaks[i], rssOf(pid)); }), everyMs);
  return { stop: () => { clearInterval(timer); return peaks; } };
}

/** Signs in as root on the benchmark's services (the console's two calls) and returns the credential. */
export async function signInAsRoot(accountUrl: string): Promise<string> {
  const userPwd = createHash('sha256').update(BENCH_ROOT_PASSWORD).digest('hex');
  const call = (p: string, body: unknown) => fetch(`${accountUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await call('/admin/check_mfa_info', { userName: 'root', userPwd, lang: 'en' });
  const login = await call('/admin/login', { userName: 'root', userPwd });
  const token = login.headers.get('authorization');
  if (!token) throw new Error(`sign-in as root failed: ${await login.text()}`);
  return token;
}
