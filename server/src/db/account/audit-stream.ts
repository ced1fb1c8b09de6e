import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { auditStream } from '@gwn/contract';

/** Where a super administrator streams the audit trail (issue 29). The webhook secret signs; it is shown once. */
export const auditStreamDestination = pgTable('audit_stream_destination', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<auditStream.StreamKind>().notNull(),
  host: text('host'),
  port: integer('port'),
  url: text('url'),
  tls: boolean('tls').notNull().default(false),
  caPem: text('ca_pem'),
  secret: text('secret'),
  filter: jsonb('filter').$type<auditStream.StreamFilter>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account service's delivery cursor per destination: the last audit id delivered (ids are monotonic, the log
 * append-only), leased by one copy at a time through the job kernel. A new destination starts at the log's end.
 */
export const auditStreamCursor = pgTable('audit_stream_cursor', {
  destinationId: integer('destination_id').primaryKey().references(() => auditStreamDestination.id, { onDelete: 'cascade' }),
  lastAuditId: bigint('last_audit_id', { mode: 'number' }).notNull(),
  lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  lastError: text('last_error'),
  attempts: integer('attempts').notNull().default(0),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
