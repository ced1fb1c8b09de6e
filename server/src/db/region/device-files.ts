import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';

/**
 * A core dump or packet capture a device uploaded (spec 3 "Core files and capture files"). The bytes
 * live in the region's FileStore under `storageKey`; the row is written in the same transaction that
 * moves them to that key, and deleting the row removes them once the deletion commits.
 */
export const deviceFiles = pgTable('device_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** core | capture */
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  /** Upper-case hex without separators. */
  mac: text('mac').notNull(),
  /** The enterprise user who asked for a capture; empty for core dumps (the device sent them unasked). */
  uploaderEmail: text('uploader_email').notNull().default(''),
  model: text('model').notNull(),
  firmwareVersion: text('firmware_version').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  md5: text('md5').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The list: newest first within a kind, filtered by MAC or by e-mail, or sorted by e-mail.
  index('device_files_kind_created_idx').on(t.kind, t.createdAt, t.id),
  index('device_files_kind_mac_created_idx').on(t.kind, t.mac, t.createdAt, t.id),
  index('device_files_kind_email_created_idx').on(t.kind, t.uploaderEmail, t.createdAt, t.id),
  // Crash grouping of core dumps.
  index('device_files_kind_model_version_idx').on(t.kind, t.model, t.firmwareVersion, t.createdAt),
]);

/** Manager packages as uploaded; the newest is the current one (spec 3 "Manager package"). */
export const managerPackages = pgTable('manager_packages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  version: text('version').notNull(),
  description: text('description').notNull().default(''),
  fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => storedFiles.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('manager_packages_created_idx').on(t.createdAt, t.id)]);
