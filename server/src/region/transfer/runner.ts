import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, regionAuditLog } from '../../db/region-schema.ts';
import { PeerConflict, type PeerClient } from './peer-client.ts';
import { transferRepo, type TransferJobRow } from './repo.ts';
import { digestOf, readSnapshot } from './snapshot.ts';

const MAX_ATTEMPTS = 30;
const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));

export interface RunnerDeps {
  db: RegionDb;
  region: string;
  peerFor: (targetRegion: string) => PeerClient;
  log: FastifyBaseLogger;
  /** How often due jobs (retries, jobs left by a restart) are looked for. */
  pollMs?: number;
}

/** A step outcome: the next status, or a permanent failure. */
type Next = { status: TransferJobRow['status']; patch?: Partial<TransferJobRow> };

/**
 * Runs transfer jobs step by step: copying -> verifying -> deleting -> done. Every step is
 * idempotent and its result is stored before the next starts, so a restart of either region
 * resumes where the job stood; a transient failure retries with backoff.
 */
export function transferRunner(deps: RunnerDeps) {
  const repo = transferRepo(deps.db);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function sourceRowId(enterpriseId: string): Promise<number | null> {
    const [row] = await deps.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
    return row?.id ?? null;
  }

  async function copy(job: TransferJobRow): Promise<Next> {
    const rowId = await sourceRowId(job.enterpriseId);
    if (rowId === null) return { status: 'failed', patch: { lastError: 'the enterprise no longer exists in this region' } };
    const snapshot = await readSnapshot(deps.db, rowId);
    if (!snapshot) return { status: 'failed', patch: { lastError: 'the enterprise no longer exists in this region' } };
    await deps.peerFor(job.targetRegion).import(job.jobKey, deps.region, snapshot);
    return {
      status: 'verifying',
      patch: { copiedDigest: digestOf(snapshot), summary: { networks: snapshot.networks.length, devices: snapshot.devices.length } },
    };
  }

  async function verify(job: TransferJobRow): Promise<Next> {
    const { digest } = await deps.peerFor(job.targetRegion).verify(job.jobKey);
    return digest !== null && digest === job.copiedDigest ? { status: 'deleting' } : { status: 'copying' };
  }

  /** Deletes the source only if it still matches what was copied and verified; otherwise copies again. */
  async function removeSource(job: TransferJobRow): Promise<Next> {
    return deps.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: enterprises.id }).from(enterprises)
        .where(eq(enterprises.enterpriseId, job.enterpriseId)).for('update');
      if (!row) return { status: 'done' as const }; // deleted by an earlier run of this step
      const snapshot = await readSnapshot(tx, row.id);
      if (!snapshot || digestOf(snapshot) !== job.copiedDigest) return { status: 'copying' as const };
      await tx.delete(devices).where(eq(devices.enterpriseId, row.id));
      await tx.delete(enterprises).where(eq(enterprises.id, row.id));
      return { status: 'done' as const };
    });
  }

  async function step(job: TransferJobRow): Promise<void> {
    try {
      const next = job.status === 'verifying' ? await verify(job)
        : job.status === 'deleting' ? await removeSource(job)
          : await copy(job);
      await repo.update(job.id, { status: next.status, leaseUntil: null, nextRunAt: new Date(), lastError: null, ...next.patch });
      if (next.status === 'done' || next.status === 'failed') {
        // The job acts for the operator who confirmed it; there is no request, so the row is written directly.
        await deps.db.insert(regionAuditLog).values({
          userId: null, accountName: job.requestedBy, ip: '', showKey: `enterprise.transfer.${next.status}`,
          detail: { enterpriseId: job.enterpriseId, targetRegion: job.targetRegion, jobId: job.jobKey, error: next.patch?.lastError ?? null },
        });
      }
    } catch (err) {
      const attempts = job.attempts + 1;
      const permanent = err instanceof PeerConflict || attempts >= MAX_ATTEMPTS;
      deps.log.warn({ err, jobId: job.jobKey, attempts }, 'transfer step failed');
      await repo.update(job.id, {
        status: permanent ? 'failed' : job.status === 'pending' ? 'copying' : job.status,
        attempts, lastError: err instanceof Error ? err.message : String(err),
        leaseUntil: null, nextRunAt: new Date(Date.now() + backoffMs(attempts)),
      });
    }
  }

  async function drain(): Promise<void> {
    for (let job = await repo.claimDue(); job && !stopped; job = await repo.claimDue()) await step(job);
  }

  /** Runs due jobs now (no-op when a run is already going; that run picks new jobs up too). */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= drain()
      .catch((err: unknown) => deps.log.error({ err }, 'transfer runner failed'))
      .finally(() => { running = null; });
    return running;
  }

  return {
    kick,
    /** Starts polling for due jobs (retries and jobs a restart left behind). */
    start() {
      timer = setInterval(() => void kick(), deps.pollMs ?? 2000);
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
