import { isRegionName, type AuditAction, type RegionName } from '@gwn/contract';
import type { JobKind } from '../../core/jobs/job-kind.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { RegionContext } from '../shared/region-context.ts';
import type { PeerClient } from './peer-client.ts';
import { transferRepo, type TransferJobRow } from './repo.ts';
import { snapshotRepo } from './snapshot-repo.ts';
import { digestOf, summaryOf } from './snapshot.ts';

const GONE = 'the enterprise no longer exists in this region';

export interface RunnerOptions {
  peerFor: (targetRegion: RegionName) => PeerClient;
  /** How often due jobs (retries, jobs left by a restart or another copy) are looked for. */
  pollMs?: number;
}

/** What a step leads to: the job's next values. */
type Next = Partial<TransferJobRow> & { status: TransferJobRow['status'] };
const TERMINAL: Partial<Record<string, AuditAction>> = { done: 'enterpriseTransferDone', failed: 'enterpriseTransferFail' };

/**
 * Transfer jobs for the job kernel: each unit is one step of one job (copying -> verifying -> deleting ->
 * done). Every step is idempotent and its result is stored, with the lease given up, before the next step is
 * claimed, so a restart of either region (or another copy of this one) resumes where the job stood; a failed
 * step is retried with backoff (1 s doubled, at most 1 min, 30 attempts), a refusal by the target at once fails.
 */
export function transferJob(ctx: RegionContext, opts: RunnerOptions): JobKind<TransferJobRow> {
  const jobs = () => transferRepo(ctx.db);

  /** The job's target; jobs are only created for a region name (contract regionName). */
  function peerOf(job: TransferJobRow): PeerClient {
    if (!isRegionName(job.targetRegion)) throw new Error(`unknown target region ${job.targetRegion}`);
    return opts.peerFor(job.targetRegion);
  }

  async function copy(job: TransferJobRow): Promise<Next> {
    const source = await snapshotRepo(ctx.db).find(job.enterpriseId);
    const snapshot = source && await snapshotRepo(ctx.db).read(source.id);
    if (!snapshot) return { status: 'failed', lastError: GONE };
    await peerOf(job).import(job.jobKey, ctx.region, snapshot);
    return { status: 'verifying', copiedDigest: digestOf(snapshot), summary: summaryOf(snapshot) };
  }

  async function verify(job: TransferJobRow): Promise<Next> {
    const { digest } = await peerOf(job).verify(job.jobKey);
    return { status: digest !== null && digest === job.copiedDigest ? 'deleting' : 'copying' };
  }

  /** Deletes the source only if it still matches what was copied and verified; otherwise copies again. */
  async function removeSource(tx: RegionDb, job: TransferJobRow): Promise<Next> {
    const repo = snapshotRepo(tx);
    const row = await repo.lock(job.enterpriseId);
    if (!row) return { status: 'done' }; // deleted by an earlier run of this step
    const snapshot = await repo.read(row.id);
    if (!snapshot || digestOf(snapshot) !== job.copiedDigest) return { status: 'copying' };
    await repo.delete(row.id);
    return { status: 'done' };
  }

  /**
   * Stores a step's outcome; a job that ends (done or failed) is audited in the same transaction. The
   * job acts for the operator who confirmed it; there is no call, so the entry is written here.
   */
  async function record(tx: RegionDb, job: TransferJobRow, next: Next): Promise<void> {
    await transferRepo(tx).update(job.id, { leaseOwner: null, leaseUntil: null, nextRunAt: new Date(), lastError: null, ...next });
    const action = TERMINAL[next.status];
    if (!action) return;
    await ctx.audit.write(tx, {
      action, userId: null, accountName: job.requestedBy, ip: '',
      detail: {
        subject: job.enterpriseId,
        changes: [{ field: 'status', before: job.status, after: next.status }],
        facts: { jobId: job.jobKey, enterpriseId: job.enterpriseId, targetRegion: job.targetRegion, error: next.lastError ?? null },
      },
    });
  }

  async function step(job: TransferJobRow): Promise<void> {
    if (job.status === 'deleting') {
      await ctx.db.transaction(async (tx) => record(tx, job, await removeSource(tx, job)));
    } else {
      const next = job.status === 'verifying' ? await verify(job) : await copy(job);
      await ctx.db.transaction((tx) => record(tx, job, next));
    }
  }

  return {
    name: 'transfer',
    concurrency: 2,
    pollMs: opts.pollMs ?? 2000,
    leaseMs: 120_000,
    retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: 30 },
    claim: (owner, limit, leaseMs) => jobs().claimDue(owner, limit, leaseMs),
    run: (job) => step(job),
    fail: (job, failure) => ctx.db.transaction((tx) => record(tx, job, {
      status: failure.retryAt === null ? 'failed' : job.status === 'pending' ? 'copying' : job.status,
      attempts: failure.attempts, lastError: failure.error, nextRunAt: failure.retryAt ?? new Date(),
    })),
    renew: (owner, leaseMs) => jobs().leases().renew(owner, leaseMs),
    release: (owner) => jobs().leases().release(owner),
    depth: () => jobs().unfinished(),
  };
}
