import { bigint, bigserial, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** A category of system parameters (spec 2 §3 "System parameter type"). The key is unique per region. */
export const parameterTypes = pgTable('parameter_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
  /** 1 read-only (parameters managed by the system), 2 write. */
  type: integer('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A system parameter (spec 2 §3): a named value services of the region read by key. */
export const systemParameters = pgTable('system_parameters', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The category (the spec's relid); a category in use cannot be deleted. */
  typeId: bigint('type_id', { mode: 'number' }).notNull().references(() => parameterTypes.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('system_parameters_type_idx').on(t.typeId, t.key)]);

/** A remote server (spec 2 §3, screen 10): the address a service region's zone reaches. */
export const remoteServers = pgTable('remote_servers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /**
   * The server's key across regions: the console picks one on add and sends it to every chosen region, so the
   * copies stay one record while their values change (servers from before it got one from their values).
   */
  uid: uuid('uid').notNull().defaultRandom(),
  serviceRegion: text('service_region').notNull(),
  zone: text('zone').notNull(),
  serverIp: text('server_ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique('remote_servers_entry_key').on(t.serviceRegion, t.zone, t.serverIp), unique('remote_servers_uid_key').on(t.uid)]);
