import { setTimeout as sleep } from 'node:timers/promises';
import type { JobKind, JobUnit } from '../../core/jobs/job-kind.ts';
import type { RegionContext } from '../shared/region-context.ts';
import { CLEAN_TARGETS, dataCleanRepo } from './repo.ts';

/** How long a copy of the service holds the job without renewing it (each batch and the kernel renew it). */
export const LEASE_MS = 30_000;
const POLL_MS = 5000;

type Outcome = 'more' | 'finished' | 'gone';
interface DataCleanUnit extends JobUnit { owner: string }

/**
 * The data-clean job of this region, run by the job kernel: the unit is the run under way (the job row),
 * leased to one copy of the service. Each batch deletes up to `batchSize` rows of one table and counts them in
 * the job row in ONE transaction that holds the row, so a stop (which updates that row) lands between batches
 * and the counts always match what was deleted. A short pause between batches leaves the database to the calls.
 * On close the batch under way ends and the lease is given back: the next start (or another copy) resumes.
 */
export function dataCleanJob(ctx: RegionContext): JobKind<DataCleanUnit> {
  const { dataCleanBatchSize: batchSize, dataCleanPauseMs: pauseMs } = ctx.config;
  const repo = () => dataCleanRepo(ctx.db);

  function batch(owner: string): Promise<Outcome> {
    return ctx.db.transaction(async (tx) => {
      const jobs = dataCleanRepo(tx);
      const job = await jobs.lockOwned(owner);
      if (!job?.cutoff) return 'gone'; // stopped, or taken over after our lease ran out
      for (const target of CLEAN_TARGETS) {
        const removed = await jobs.deleteBatch(target, job.cutoff, batchSize);
        if (removed === 0) continue;
        await jobs.recordBatch(job, target.name, removed, LEASE_MS);
        return 'more';
      }
      await jobs.finish(owner); // the job row keeps the outcome; start and stop are the audited actions
      return 'finished';
    });
  }

  return {
    name: 'data-clean',
    concurrency: 1,
    pollMs: POLL_MS,
    leaseMs: LEASE_MS,
    // A batch fails only with the database: the run waits and goes on, never given up.
    retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: Infinity },
    claim: async (owner, _limit, leaseMs) => (await repo().claim(owner, leaseMs)).map(() => ({ owner, attempts: 0 })),
    async run(unit, stop) {
      while (!stop.stopping() && await batch(unit.owner) === 'more') {
        if (pauseMs > 0) await sleep(pauseMs);
      }
    },
    fail: (_unit, failure) => repo().holdUntil(failure.retryAt ?? new Date()),
    renew: (owner, leaseMs) => repo().leases().renew(owner, leaseMs),
    release: (owner) => repo().leases().release(owner),
    depth: async () => (await repo().isRunning() ? 1 : 0),
  };
}
