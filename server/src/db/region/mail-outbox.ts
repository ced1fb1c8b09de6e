import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mail a call sends, written in the call's transaction and delivered by the job kernel after the commit
 * (mail/mail-outbox.ts): the caller never waits for a mail server, and a message is sent only if the change
 * that asked for it committed. `topic` and `ref` say what the message is about (mfa-removal, an enterprise's
 * row id), so its fate can be shown there. The body is cleared once the message is sent or failed for good:
 * it may carry a single-use link.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  topic: text('topic').notNull(),
  ref: text('ref').notNull().default(''),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text'),
  /** pending until sent, or failed after the last attempt. */
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  /** The copy of the service delivering it, until when (core/jobs). */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [
  index('mail_outbox_due_idx').on(t.id).where(sql`status = 'pending'`),
  index('mail_outbox_topic_idx').on(t.topic, t.ref, t.id),
  index('mail_outbox_lease_idx').on(t.leaseOwner).where(sql`lease_owner is not null`),
]);
