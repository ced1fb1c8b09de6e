import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A report from a GWN Manager instance (spec 2 screen 6). */
export const managerVisits = pgTable('manager_visits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mac: text('mac').notNull(),
  ip: text('ip').notNull(),
  apCount: integer('ap_count').notNull().default(0),
  routerCount: integer('router_count').notNull().default(0),
  switchCount: integer('switch_count').notNull().default(0),
  onlineDeviceCount: integer('online_device_count').notNull().default(0),
  clientCount: integer('client_count').notNull().default(0),
  managerVersion: text('manager_version').notNull(),
  networkCount: integer('network_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('manager_visits_mac_created_idx').on(t.mac, t.createdAt), index('manager_visits_created_idx').on(t.createdAt)]);
