import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { dataClean } from '@gwn/contract';

type DataCleanTable = dataClean.DataCleanTable;
import { leaseRepo } from '../../core/jobs/lease-repo.ts';
import type { RegionDb } from '../../db/connect.ts';
import { dataCleanJobs, managerVisits, regionAuditLog, systemParameters } from '../../db/region-schema.ts';

export type DataCleanJobRow = typeof dataCleanJobs.$inferSelect;

/** The single job row of a region database. */
const JOB_ID = 1;
export const RETENTION_KEY = 'del_syslog_time';

interface CleanTarget { name: DataCleanTable; table: PgTable; id: PgColumn; createdAt: PgColumn }

/**
 * What the job cleans, in this order (docs/architecture.md, "Data clean"): rows whose creation time is
 * before the cutoff. A new log table of the region is one line here and one name in the contract.
 */
export const CLEAN_TARGETS: readonly CleanTarget[] = [
  { name: 'manager_visits', table: managerVisits, id: managerVisits.id, createdAt: managerVisits.createdAt },
  { name: 'audit_log', table: regionAuditLog, id: regionAuditLog.id, createdAt: regionAuditLog.at },
];

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const leased = { table: dataCleanJobs, key: dataCleanJobs.id, leaseOwner: dataCleanJobs.leaseOwner, leaseUntil: dataCleanJobs.leaseUntil };
/** The job kernel's unit: the run under way. */
const runningJob = sql`${dataCleanJobs.id} = ${JOB_ID} and ${dataCleanJobs.state} = 'running'`;

/** SQL of the data-clean job (spec 2 §7). */
export function dataCleanRepo(db: RegionDb) {
  const job = eq(dataCleanJobs.id, JOB_ID);
  const running = and(job, eq(dataCleanJobs.state, 'running'));
  return {
    async read(): Promise<DataCleanJobRow | undefined> {
      const [row] = await db.select().from(dataCleanJobs).where(job);
      return row;
    },

    /** The job row, locked until the transaction ends. */
    async lock(): Promise<DataCleanJobRow | undefined> {
      const [row] = await db.select().from(dataCleanJobs).where(job).for('update');
      return row;
    },

    /** The retention in seconds as stored (a text), if the parameter exists. */
    async retentionValue(): Promise<string | undefined> {
      const [row] = await db.select({ value: systemParameters.value }).from(systemParameters).where(eq(systemParameters.key, RETENTION_KEY));
      return row?.value;
    },

    /**
     * Starts a run unless one is running: one conditional statement, so two calls (or two copies of
     * the service) cannot both start. Undefined when a run is under way.
     */
    async begin(values: { startedBy: string; cutoff: Date; retentionSeconds: number }) {
      const fresh = {
        ...values, state: 'running', startedAt: new Date(), finishedAt: null, removed: {}, batches: 0, leaseOwner: null, leaseUntil: null,
      };
      const [row] = await db.insert(dataCleanJobs).values({ id: JOB_ID, ...fresh })
        .onConflictDoUpdate({ target: dataCleanJobs.id, set: fresh, setWhere: sql`${dataCleanJobs.state} <> 'running'` })
        .returning();
      return row;
    },

    /** Ends a running job as stopped; waits for the batch under way (it holds the row). Undefined when none ran. */
    async stop() {
      const [row] = await db.update(dataCleanJobs)
        .set({ state: 'stopped', finishedAt: new Date(), leaseOwner: null, leaseUntil: null })
        .where(running).returning();
      return row;
    },

    /** Leases the running job to `owner` unless a live copy holds it (the job kernel's claim): its id, or none. */
    async claim(owner: string, leaseMs: number): Promise<number[]> {
      return leaseRepo(db, leased).claim(owner, { due: runningJob, order: sql`${dataCleanJobs.id}`, limit: 1, leaseMs });
    },
    leases: () => leaseRepo(db, leased),
    /** Gives the run back after a failed batch, to be claimed again from `until`. */
    holdUntil: (until: Date) => leaseRepo(db, leased).holdUntil(JOB_ID, until),
    async isRunning(): Promise<boolean> {
      return (await leaseRepo(db, leased).count(runningJob)) > 0;
    },

    /** The job row, locked until the transaction ends, if it is still running under `owner`'s lease. */
    async lockOwned(owner: string) {
      const [row] = await db.select().from(dataCleanJobs).where(and(running, eq(dataCleanJobs.leaseOwner, owner))).for('update');
      return row;
    },

    /** Counts a batch and renews the lease, in the batch's transaction. */
    async recordBatch(row: DataCleanJobRow, table: DataCleanTable, removed: number, leaseMs: number) {
      await db.update(dataCleanJobs).set({
        removed: { ...row.removed, [table]: (row.removed[table] ?? 0) + removed }, batches: row.batches + 1, leaseUntil: leaseEnd(leaseMs / 1000),
      }).where(job);
    },

    async finish(owner: string) {
      const [row] = await db.update(dataCleanJobs)
        .set({ state: 'finished', finishedAt: new Date(), leaseOwner: null, leaseUntil: null })
        .where(and(running, eq(dataCleanJobs.leaseOwner, owner))).returning();
      return row;
    },

    /** Deletes up to `limit` rows created before `cutoff`, lowest ids first; the number deleted. */
    async deleteBatch(target: CleanTarget, cutoff: Date, limit: number): Promise<number> {
      const ids = db.select({ id: target.id }).from(target.table).where(lt(target.createdAt, cutoff)).orderBy(asc(target.id)).limit(limit);
      const deleted = await db.delete(target.table).where(inArray(target.id, ids)).returning({ id: target.id });
      return deleted.length;
    },
  };
}
