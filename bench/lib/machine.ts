import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The machine a figure was measured on: it means little without it. */
export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  // The load average says how much else was running: the figures are only comparable at similar load.
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  return `${os.availableParallelism()} cores (nproc), ${memGiB} GiB memory, ${cpu}; ${os.type()} ${os.release()}; Node ${process.version}; `
    + `load average at start (1/5/15 min): ${load}`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** CPU seconds the whole machine has spent busy so far, every core together (/proc/stat: all but idle and iowait). */
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  // Clock ticks of 1/100 s (USER_HZ), as in /proc/<pid>/stat.
  return (user + nice + system + irq + softirq + steal) / 100;
}
