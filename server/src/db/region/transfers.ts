import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A transfer job in the source region: copies an enterprise with its networks and devices to the
 * target region, verifies the copy, then deletes the source rows. Each step is idempotent and the
 * row records how far the job got, so any copy of the region resumes it after a restart.
 */
export const transferJobs = pgTable('transfer_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Random public id, also the idempotency key the target region records. */
  jobKey: text('job_key').notNull().unique(),
  enterpriseId: text('enterprise_id').notNull(),
  targetRegion: text('target_region').notNull(),
  /** pending -> copying -> verifying -> deleting -> done; or failed. */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Digest of what was copied; the source is deleted only if it still matches. */
  copiedDigest: text('copied_digest'),
  summary: jsonb('summary').$type<{ networks: number; devices: number }>(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** Which process holds the job until when; another copy may take it over after expiry (core/jobs). */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  requestedBy: text('requested_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // At most one unfinished transfer per enterprise.
  uniqueIndex('transfer_jobs_active_idx').on(t.enterpriseId).where(sql`${t.status} not in ('done', 'failed')`),
  index('transfer_jobs_due_idx').on(t.status, t.nextRunAt),
]);

/** In the target region: which job created which enterprise, so a retried import updates instead of conflicting. */
export const transferImports = pgTable('transfer_imports', {
  jobKey: text('job_key').primaryKey(),
  enterpriseRowId: bigint('enterprise_row_id', { mode: 'number' }).notNull(),
  sourceRegion: text('source_region').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
