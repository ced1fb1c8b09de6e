import { bigserial, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A speed-test server (spec 3 §3): where this region's devices measure upload, download and ping.
 * Each region keeps its own copy (the console adds one per chosen region); names are unique within a region.
 */
export const speedServers = pgTable('speed_servers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /**
   * The server's key across regions: the console picks one on add and sends it to every chosen region, so the
   * copies stay one record while their names change (servers from before it got one from their name).
   */
  uid: uuid('uid').notNull().defaultRandom(),
  name: text('name').notNull(),
  serviceProvider: text('service_provider').notNull(),
  uploadUrl: text('upload_url').notNull(),
  pingUrl: text('ping_url').notNull(),
  downloadUrl: text('download_url').notNull(),
  publicIp: text('public_ip').notNull(),
  /** Shared with the speed-test server so devices can authenticate; kept for them, never sent back to the console. */
  secret: text('secret').notNull(),
  uploadDuration: integer('upload_duration').notNull(),
  downloadDuration: integer('download_duration').notNull(),
  /** The regions chosen in the add dialog (region names); where the server lives now is asked of the regions. */
  regions: jsonb('regions').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Added or last edited: the list's time column and sort. */
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('speed_servers_name_key').on(t.name),
  unique('speed_servers_uid_key').on(t.uid),
  index('speed_servers_modified_idx').on(t.modifiedAt, t.id),
]);
