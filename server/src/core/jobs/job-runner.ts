import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceMetrics } from '../metrics.ts';
import { jobEvents, listQueue, type JobEventType } from './job-events.ts';
import { backoffMs, PermanentJobError, type JobKind, type JobUnit } from './job-kind.ts';

/** How long a closing service waits for the units under way before it gives their leases back anyway. */
export const STOP_WAIT_MS = 5000;
/** Waits after a failed claim (the database is away): doubled per failure, at most 30 s. */
const CLAIM_RETRY = { baseMs: 500, maxMs: 30_000 };

export interface JobRunnerOptions {
  /** The service the runner works for, in events and logs: "region US". */
  service: string;
  log: FastifyBaseLogger;
  stopWaitMs?: number;
  /** The service's /metrics: units claimed, done, retried and failed, and the queue's depth at each scrape. */
  metrics?: Pick<ServiceMetrics, 'jobEvent' | 'queueDepth'>;
}

export interface JobRunner {
  /** The lease owner: host, process and a random part, so every runner of every copy differs. */
  readonly owner: string;
  /** Looks for due units now (a call just committed one) instead of at the next poll. */
  kick(): void;
  start(): void;
  /** Claims nothing more, waits for the units under way (at most stopWaitMs), then gives back every lease. */
  stop(): Promise<void>;
}

/**
 * THE JOB KERNEL: runs one job kind in one copy of a service (docs/architecture.md, "Background jobs"). It
 * claims due units with a lease, runs up to `concurrency` of them at once, renews the leases it holds while it
 * holds them, records failures with backoff (the kind's retry policy), and on stop gives back what it holds.
 * All state is in the job's table: after kill -9 the leases run out and any copy resumes from what was committed.
 */
export function jobRunner<U extends JobUnit>(kind: JobKind<U>, opts: JobRunnerOptions): JobRunner {
  const owner = `${hostname()}:${process.pid}:${kind.name}:${randomUUID().slice(0, 8)}`;
  const log = opts.log.child({ job: kind.name });
  const batch = Math.max(1, kind.claimBatch ?? kind.concurrency);
  const held: U[] = [];
  const running = new Set<Promise<void>>();
  const hardStop = new AbortController();
  let stopping = false;
  let started = false;
  let loop: Promise<void> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let unlist: (() => void) | null = null;
  // One wake-up at a time: a kick that comes while the loop is busy is kept for its next wait.
  let woken = false;
  let wake: (() => void) | null = null;

  const emit = (type: JobEventType, count = 1) => {
    jobEvents.emit('job', { service: opts.service, kind: kind.name, owner, type, count });
    opts.metrics?.jobEvent(kind.name, type, count);
  };
  opts.metrics?.queueDepth(kind.name, () => kind.depth?.() ?? 0);

  function kick(): void {
    woken = true;
    wake?.();
  }

  /** Resolves after `ms`, or at once when kicked (also before the wait began). */
  function pause(ms: number): Promise<void> {
    if (woken || stopping) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        woken = false;
        resolve();
      }
      wake = done;
    });
  }

  async function runUnit(unit: U): Promise<void> {
    try {
      await kind.run(unit, { stopping: () => stopping, signal: hardStop.signal });
      emit('done');
    } catch (err) {
      if (hardStop.signal.aborted) return; // given back with the other leases, not an attempt
      const attempts = unit.attempts + 1;
      const final = err instanceof PermanentJobError || attempts >= kind.retry.maxAttempts;
      const retryAt = final ? null : new Date(Date.now() + backoffMs(kind.retry, attempts));
      const error = err instanceof Error ? err.message : String(err);
      log.warn({ err: error, attempts, retryAt }, `${kind.name} unit failed`);
      try {
        await kind.fail(unit, { error, attempts, retryAt });
      } catch (recordErr) {
        log.error({ err: recordErr }, `${kind.name} failure not recorded; the lease runs out instead`);
      }
      emit(final ? 'failed' : 'retry');
    }
  }

  function launch(unit: U): void {
    const task = runUnit(unit).finally(() => {
      running.delete(task);
      kick(); // a slot is free, and a unit's end may make another due at once
    });
    running.add(task);
  }

  async function work(): Promise<void> {
    let claimFailures = 0;
    while (!stopping) {
      while (held.length > 0 && running.size < kind.concurrency) launch(held.shift()!);
      if (running.size >= kind.concurrency) {
        await pause(kind.pollMs);
        continue;
      }
      let claimed: U[];
      try {
        claimed = await kind.claim(owner, batch, kind.leaseMs);
        claimFailures = 0;
      } catch (err) {
        claimFailures++;
        log.error({ err }, `${kind.name}: claiming failed`);
        emit('error');
        await pause(backoffMs(CLAIM_RETRY, claimFailures));
        continue;
      }
      if (stopping) {
        held.push(...claimed); // given back by stop
        break;
      }
      if (claimed.length > 0) {
        emit('claimed', claimed.length);
        held.push(...claimed);
        continue;
      }
      await pause(kind.pollMs);
    }
  }

  async function renew(): Promise<void> {
    if (held.length === 0 && running.size === 0) return;
    await kind.renew(owner, kind.leaseMs).catch((err: unknown) => log.warn({ err }, `${kind.name}: lease not renewed`));
  }

  return {
    owner,
    kick,
    start() {
      if (started) return;
      started = true;
      unlist = listQueue({ service: opts.service, kind: kind.name, owner, depth: () => kind.depth?.() ?? Promise.resolve(0) });
      heartbeat = setInterval(() => void renew(), Math.max(50, Math.floor(kind.leaseMs / 3)));
      heartbeat.unref();
      loop = work().catch((err: unknown) => log.error({ err }, `${kind.name} runner stopped`));
    },
    async stop() {
      if (!started || stopping) return;
      stopping = true;
      kick();
      await loop;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => { timer = setTimeout(resolve, opts.stopWaitMs ?? STOP_WAIT_MS); });
      await Promise.race([Promise.allSettled([...running]), waited]);
      clearTimeout(timer);
      hardStop.abort(new Error(`${kind.name}: the service is closing`));
      if (heartbeat) clearInterval(heartbeat);
      held.length = 0;
      await kind.release(owner).catch((err: unknown) => log.warn({ err }, `${kind.name}: leases not released; they run out`));
      unlist?.();
    },
  };
}
