import { and, desc, eq, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { transferJobs } from '../../db/region-schema.ts';

export type TransferJobRow = typeof transferJobs.$inferSelect;
export const LEASE_SECONDS = 120;

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
     * Takes the next due, unfinished job that no live process holds, leasing it; several copies of
     * the region may run this concurrently and each job goes to one of them.
     */
    async claimDue(): Promise<TransferJobRow | null> {
      const result = await db.execute(sql`
        update transfer_jobs set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
        where id = (
          select id from transfer_jobs
          where status not in ('done', 'failed') and next_run_at <= now() and (lease_until is null or lease_until < now())
          order by id limit 1 for update skip locked
        )
        returning job_key`);
      // Both drivers return rows on the result; the shape differs only in typing.
      const rows = (result as unknown as { rows: { job_key: string }[] }).rows;
      return rows[0] ? this.byKey(rows[0].job_key) : null;
    },

    async update(id: number, values: Partial<Omit<TransferJobRow, 'id' | 'jobKey'>>) {
      await db.update(transferJobs).set({ ...values, updatedAt: new Date() }).where(eq(transferJobs.id, id));
    },
  };
}
