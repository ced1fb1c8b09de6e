import { isRegionName, type AuditAction, type RegionName } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import type { RegionContext } from '../shared/region-context.ts';
import { PeerConflict, type PeerClient } from './peer-client.ts';
import { transferRepo, type TransferJobRow } from './repo.ts';
import { snapshotRepo } from './snapshot-repo.ts';
import { digestOf, summaryOf } from './snapshot.ts';

const MAX_ATTEMPTS = 30;
const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
const GONE = 'the enterprise no longer exists in this region';

export interface RunnerOptions {
  peerFor: (targetRegion: RegionName) => PeerClient;
  /** How often due jobs (retries, jobs left by a restart) are looked for. */
  pollMs?: number;
}

/** What a step leads to: the job's next values. */
type Next = Partial<TransferJobRow> & { status: TransferJobRow['status'] };
const TERMINAL: Partial<Record<string, AuditAction>> = { done: 'enterpriseTransferDone', failed: 'enterpriseTransferFail' };

/**
 * Runs transfer jobs step by step: copying -> verifying -> deleting -> done. Every step is
 * idempotent and its result is stored before the next starts, so a restart of either region
 * resumes where the job stood; a transient failure retries with backoff.
 */
export function transferRunner(ctx: RegionContext, opts: RunnerOptions) {
  const jobs = transferRepo(ctx.db);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

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
    await transferRepo(tx).update(job.id, { leaseUntil: null, nextRunAt: new Date(), lastError: null, ...next });
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
    try {
      if (job.status === 'deleting') {
        await ctx.db.transaction(async (tx) => record(tx, job, await removeSource(tx, job)));
      } else {
        const next = job.status === 'verifying' ? await verify(job) : await copy(job);
        await ctx.db.transaction((tx) => record(tx, job, next));
      }
    } catch (err) {
      const attempts = job.attempts + 1;
      const permanent = err instanceof PeerConflict || attempts >= MAX_ATTEMPTS;
      ctx.log.warn({ err, jobId: job.jobKey, attempts }, 'transfer step failed');
      await ctx.db.transaction((tx) => record(tx, job, {
        status: permanent ? 'failed' : job.status === 'pending' ? 'copying' : job.status,
        attempts, lastError: err instanceof Error ? err.message : String(err), nextRunAt: new Date(Date.now() + backoffMs(attempts)),
      }));
    }
  }

  async function drain(): Promise<void> {
    for (let job = await jobs.claimDue(); job && !stopped; job = await jobs.claimDue()) await step(job);
  }

  /** Runs due jobs now (no-op when a run is already going; that run picks new jobs up too). */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= drain()
      .catch((err: unknown) => ctx.log.error({ err }, 'transfer runner failed'))
      .finally(() => { running = null; });
    return running;
  }

  return {
    kick,
    /** Starts polling for due jobs (retries and jobs a restart left behind). */
    start() {
      timer = setInterval(() => void kick(), opts.pollMs ?? 2000);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type TransferRunner = ReturnType<typeof transferRunner>;
