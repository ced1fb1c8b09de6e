import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * This region's delivery cursor per audit stream destination (the destinations live at the account service):
 * the same columns as the account service's cursors, so one delivery job serves both (core/audit-stream/).
 */
export const regionAuditStreamCursor = pgTable('audit_stream_cursor', {
  destinationId: integer('destination_id').primaryKey(),
  lastAuditId: bigint('last_audit_id', { mode: 'number' }).notNull(),
  lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  lastError: text('last_error'),
  attempts: integer('attempts').notNull().default(0),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
