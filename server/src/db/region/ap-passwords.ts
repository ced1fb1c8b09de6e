import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The factory SSID password of one AP (spec 2 screen 3). */
export const apPasswords = pgTable('ap_passwords', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Upper-case hex without separators, 12 characters. */
  mac: text('mac').notNull().unique(),
  ssidPassword: text('ssid_password').notNull(),
  model: text('model').notNull(),
  comment: text('comment').notNull().default(''),
  lockType: integer('lock_type').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('ap_passwords_mac_trgm_idx').using('gin', sql`${t.mac} gin_trgm_ops`)]);
