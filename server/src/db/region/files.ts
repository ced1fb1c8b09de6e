import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A file held in this region's FileStore (firmware image, plugin, portal zip or image).
 * The row is written only once the bytes are safe; `storageKey` names the committed object.
 * The same bytes (by MD5) are kept once per kind, which is how a second upload gets 20020.
 */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** firmware | plugin | portal | portalImage | emailImage */
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  md5: text('md5').notNull(),
  uploadedBy: integer('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('stored_files_kind_md5_idx').on(t.kind, t.md5),
  index('stored_files_kind_created_idx').on(t.kind, t.createdAt),
]);

/** A named firmware release (spec 2 screen 7): the uploaded image plus the models it is for. */
export const firmwares = pgTable('firmwares', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Shown as firmwareNum. */
  name: text('name').notNull().unique(),
  /** Models, joined with commas as the spec's apType text. */
  apType: text('ap_type').notNull(),
  fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => storedFiles.id),
  updateSuggest: integer('update_suggest').notNull().default(0),
  updateBeta: integer('update_beta').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('firmwares_created_idx').on(t.createdAt)]);

/** The portal file in use for one model and version (spec 2 screen 12). */
export const portalVersions = pgTable('portal_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  apType: text('ap_type').notNull(),
  version: text('version').notNull(),
  fileId: bigint('file_id', { mode: 'number' }).notNull().references(() => storedFiles.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('portal_versions_type_version_idx').on(t.apType, t.version)]);
