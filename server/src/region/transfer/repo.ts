import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { leaseRepo } from '../../core/jobs/lease-repo.ts';
import type { RegionDb } from '../../db/connect.ts';
import { transferJobs } from '../../db/region-schema.ts';

export type TransferJobRow = typeof transferJobs.$inferSelect;

const leased = { table: transferJobs, key: transferJobs.id, leaseOwner: transferJobs.leaseOwner, leaseUntil: transferJobs.leaseUntil };
const unfinished = sql`${transferJobs.status} not in ('done', 'failed')`;
const dueJob = sql`${unfinished} and ${transferJobs.nextRunAt} <= now()`;

export function transferRepo(db: RegionDb) {
  return {
    /** Creates a job; null when the enterprise already has an unfinished one (partial unique index). */
    async create(values: { jobKey: string; enterpriseId: string; targetRegion: string; requestedBy: string }) {
      const [row] = await db.insert(transferJobs).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async active(enterpriseId: string) {
      const [row] = await db.select().from(transferJobs)
        .where(and(eq(transferJobs.enterpriseId, enterpriseId), sql`${transferJobs.status} not in ('done', 'failed')`));
      return row ?? null;
    },

    async byKey(jobKey: string) {
      const [row] = await db.select().from(transferJobs).where(eq(transferJobs.jobKey, jobKey));
      return row ?? null;
    },

    async latestFor(enterpriseId: string) {
      const [row] = await db.select().from(transferJobs).where(eq(transferJobs.enterpriseId, enterpriseId))
        .orderBy(desc(transferJobs.id)).limit(1);
      return row ?? null;
    },

    /**
     * Leases the next due, unfinished jobs that no live copy holds (the job kernel's claim); several copies of
     * the region may claim at once and each job goes to one of them.
     */
    async claimDue(owner: string, limit: number, leaseMs: number): Promise<TransferJobRow[]> {
      const ids = await leaseRepo(db, leased).claim(owner, { due: dueJob, order: sql`${transferJobs.id}`, limit, leaseMs });
      if (ids.length === 0) return [];
      return db.select().from(transferJobs).where(inArray(transferJobs.id, ids)).orderBy(asc(transferJobs.id));
    },
    leases: () => leaseRepo(db, leased),
    /** Unfinished jobs (the queue depth). */
    unfinished: () => leaseRepo(db, leased).count(unfinished),

    async update(id: number, values: Partial<Omit<TransferJobRow, 'id' | 'jobKey'>>) {
      await db.update(transferJobs).set({ ...values, updatedAt: new Date() }).where(eq(transferJobs.id, id));
    },
  };
}
