import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RegionContext } from '../shared/region-context.ts';
import { CLEAN_TARGETS, dataCleanRepo } from './repo.ts';

/** How long a copy of the service holds the job without renewing it (each batch renews it). */
export const LEASE_SECONDS = 30;
const POLL_MS = 5000;

type Outcome = 'more' | 'finished' | 'gone';

/**
 * Runs the data-clean job of this region in batches: each batch deletes up to `batchSize` rows of one
 * table and counts them in the job row in ONE transaction that holds the row, so a stop (which updates
 * that row) lands between batches and the counts always match what was deleted. A short pause between
 * batches leaves the database to the calls. A copy of the service runs the job only while it holds the
 * lease; polling picks up a job a restart or another copy left behind.
 */
export function dataCleanJob(ctx: RegionContext) {
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const { dataCleanBatchSize: batchSize, dataCleanPauseMs: pauseMs } = ctx.config;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function batch(): Promise<Outcome> {
    return ctx.db.transaction(async (tx) => {
      const repo = dataCleanRepo(tx);
      const job = await repo.lockOwned(owner);
      if (!job?.cutoff) return 'gone'; // stopped, or taken over after our lease ran out
      for (const target of CLEAN_TARGETS) {
        const removed = await repo.deleteBatch(target, job.cutoff, batchSize);
        if (removed === 0) continue;
        await repo.recordBatch(job, target.name, removed, LEASE_SECONDS);
        return 'more';
      }
      await repo.finish(owner); // the job row keeps the outcome; start and stop are the audited actions
      return 'finished';
    });
  }

  async function drain(): Promise<void> {
    if (!await dataCleanRepo(ctx.db).claim(owner, LEASE_SECONDS)) return;
    while (!closed && await batch() === 'more') {
      if (pauseMs > 0) await sleep(pauseMs);
    }
  }

  /** Runs the job now if it is running and free (no-op while this copy already runs it). */
  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    running ??= drain()
      .catch((err: unknown) => ctx.log.error({ err }, 'data clean failed'))
      .finally(() => { running = null; });
    return running;
  }

  return {
    kick,
    start() {
      timer = setInterval(() => void kick(), POLL_MS);
      timer.unref();
      void kick();
    },
    /** Ends after the batch under way and gives the lease up: the job stays running for the next start. */
    async stop() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
      await dataCleanRepo(ctx.db).release(owner).catch((err: unknown) => ctx.log.warn({ err }, 'data clean lease not released'));
    },
  };
}
export type DataCleanJob = ReturnType<typeof dataCleanJob>;
