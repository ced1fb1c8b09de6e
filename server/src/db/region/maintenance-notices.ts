import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A maintenance notice (spec 2 §3) and the state of its e-mailing. Every submit is a new row (the latest is the
 * notice); the send is resumable: recipients are enumerated from `cursor` (the last enterprise id read, for
 * mode -1) into maintenance_notice_deliveries, and those still pending are sent, both after a restart too.
 */
export const maintenanceNotices = pgTable('maintenance_notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  timezone: text('timezone').notNull(),
  subject: text('subject').notNull(),
  /** Sanitized HTML with the placeholders still in it. */
  html: text('html').notNull(),
  popTips: integer('pop_tips').notNull(),
  /** -1 every enterprise contact, 0 specified list, 1 typed or imported. */
  recipientMode: integer('recipient_mode').notNull(),
  emails: jsonb('emails').$type<string[]>().notNull(),
  regionSelect: jsonb('region_select').$type<string[]>().notNull(),
  /** Set by End (/admin/dic/finish). */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  requestedBy: text('requested_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** sending until every recipient is enumerated and none is pending, then done. */
  sendStatus: text('send_status').$type<'sending' | 'done'>().notNull().default('sending'),
  /** Last enterprise id enumerated (mode -1); enumeration is over when enumerated is 1. */
  cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
  enumerated: integer('enumerated').notNull().default(0),
  total: integer('total').notNull().default(0),
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** The copy of the service enumerating the next page of recipients, until when (core/jobs). */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
}, (t) => [index('maintenance_notices_sending_idx').on(t.id).where(sql`send_status = 'sending'`)]);

/** One recipient of a notice and what became of its e-mail; an address is e-mailed once per notice. */
export const maintenanceNoticeDeliveries = pgTable('maintenance_notice_deliveries', {
  noticeId: bigint('notice_id', { mode: 'number' }).notNull().references(() => maintenanceNotices.id, { onDelete: 'cascade' }),
  /** Lower-cased: the key that keeps an address to one e-mail. */
  email: text('email').notNull(),
  /** The recipient enterprise's own timezone, when the address is an enterprise contact of this region. */
  recipientTimezone: text('recipient_timezone'),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The copy of the service sending it, until when (core/jobs): each recipient is claimed by one copy. */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.noticeId, t.email] }),
  // One recipient by its seq (a unit of the job kernel), the kernel's claims (pending recipients of every notice in
  // enumeration order) and a copy's own leases. Whether a notice is done is read from its counters, not from here.
  uniqueIndex('maintenance_notice_deliveries_seq_idx').on(t.seq),
  index('maintenance_notice_deliveries_due_idx').on(t.seq).where(sql`status = 'pending'`),
  index('maintenance_notice_deliveries_lease_idx').on(t.leaseOwner).where(sql`lease_owner is not null`),
]);
