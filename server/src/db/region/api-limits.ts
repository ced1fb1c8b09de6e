import { bigint, bigserial, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.ts';

/**
 * An enterprise's application of the open API (docs/architecture.md, "API limits and the open API"):
 * its id and the SHA-256 of its secret, which is 32 random bytes shown once when issued.
 */
export const openApiApplications = pgTable('open_api_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  appId: text('app_id').notNull().unique(),
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull().references(() => enterprises.id, { onDelete: 'cascade' }),
  /** Lowercase hex SHA-256 of the secret: compared in constant time, never the secret itself. */
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('open_api_applications_enterprise_idx').on(t.enterpriseId)]);

/**
 * An API limit (spec 3 §3): calls per window of a URL. A row without an application id is the default every
 * application gets; a row with one overrides the default for that application. One row per URL and application.
 */
export const apiLimits = pgTable('api_limits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Null on a default. */
  appId: text('app_id'),
  url: text('url').notNull(),
  count: integer('count').notNull(),
  description: text('description').notNull(),
  descriptionEn: text('description_en').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('api_limits_url_app_unique').on(t.url, t.appId).nullsNotDistinct()]);
