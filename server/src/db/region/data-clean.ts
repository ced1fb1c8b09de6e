import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The data-clean job of this region (spec 2 §7): one row (id 1) per region database, so its state
 * survives a restart and two copies of the service on one database share it. `state` changes only by
 * conditional updates (start refuses while running); the copy that runs the batches holds a lease
 * (`leaseOwner` until `leaseUntil`), renewed every batch, so a crashed copy's job is taken over.
 */
export const dataCleanJobs = pgTable('data_clean_jobs', {
  id: integer('id').primaryKey(),
  /** idle | running | stopped | finished (contract DATA_CLEAN_STATES). */
  state: text('state').notNull().default('idle'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  startedBy: text('started_by').notNull().default(''),
  /** Rows created before this instant are deleted: fixed when the job starts. */
  cutoff: timestamp('cutoff', { withTimezone: true }),
  retentionSeconds: bigint('retention_seconds', { mode: 'number' }),
  /** Rows removed by the current (or last) run, by table name. */
  removed: jsonb('removed').$type<Record<string, number>>().notNull().default({}),
  batches: integer('batches').notNull().default(0),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
