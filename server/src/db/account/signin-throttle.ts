import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins of one login name from one client address (docs/architecture.md, "Sign-in throttling").
 * A lock here shuts out that address only, so nobody can lock an operator out from elsewhere. Unknown
 * names are counted the same way, so a wrong name reveals nothing. A row older than the lock time is stale.
 */
export const signinFailures = pgTable('signin_failures', {
  account: text('account').notNull(),
  clientIp: text('client_ip').notNull(),
  failedCount: integer('failed_count').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.account, t.clientIp] }), index('signin_failures_last_failed_idx').on(t.lastFailedAt)]);

/** Failed sign-ins from one client address, whatever the name: what stops one address trying many names. */
export const signinAddressFailures = pgTable('signin_address_failures', {
  clientIp: text('client_ip').primaryKey(),
  failedCount: integer('failed_count').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('signin_address_failures_last_failed_idx').on(t.lastFailedAt)]);
