import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Short-lived single-use secrets: export download tickets and e-mailed MFA-removal links.
 * Kept in the database (not in memory) so any copy of the region behind a load balancer can redeem them.
 * Only the SHA-256 of the secret is stored.
 */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  /** What the token allows, e.g. enterprise-export, ap-export, remove-mfa. */
  purpose: text('purpose').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('one_time_tokens_expires_idx').on(t.expiresAt)]);
