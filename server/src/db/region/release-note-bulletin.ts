import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The release note of a region (spec 3 §3): one row, id 1, replaced on every save. The HTML is stored
 * sanitized (core/html-sanitizer.ts).
 */
export const releaseNotes = pgTable('release_notes', {
  id: integer('id').primaryKey().default(1),
  title: text('title').notNull(),
  value: text('value').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, () => [check('release_notes_single_row', sql`id = 1`)]);

/**
 * The system bulletin of a region (spec 3 §3): one row, id 1. The window is kept both as the operator wrote it
 * (wall clocks in the timezone) and as instants, which the public endpoint compares with now.
 */
export const systemBulletins = pgTable('system_bulletins', {
  id: integer('id').primaryKey().default(1),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  value: text('value').notNull(),
  timezone: text('timezone').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, () => [check('system_bulletins_single_row', sql`id = 1`), check('system_bulletins_window', sql`end_at > start_at`)]);
