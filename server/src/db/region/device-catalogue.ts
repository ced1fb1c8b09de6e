import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A device model this region knows (spec 2 §3 "Device type"). The key is unique per region. */
export const deviceTypes = pgTable('device_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The model key devices report, e.g. GWN7660. */
  deviceType: text('device_type').notNull().unique(),
  deviceTypeName: text('device_type_name').notNull(),
  /** AP, ROUTER or SWITCH. */
  deviceKinds: text('device_kinds').notNull(),
  executeType: text('execute_type').notNull().default(''),
  ssidNumber: integer('ssid_number').notNull().default(0),
  /** 1 enabled, 0 disabled, 2 private. */
  state: integer('state').notNull().default(1),
  minimumVersion: text('minimum_version').notNull(),
  recommendVersion: text('recommend_version').notNull(),
  betaVersion: text('beta_version').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(50),
  /** JSON text, checked on save. */
  versionDesc: text('version_desc').notNull().default(''),
  customSettings: text('custom_settings').notNull().default(''),
  forbidenBand4: integer('forbiden_band4').notNull().default(0),
  supportOutdoor: integer('support_outdoor').notNull().default(0),
  /** 1 when the model has a radio; splits routers into wired and wireless on the comparison page. */
  wireless: integer('wireless').notNull().default(0),
  firmwareName: text('firmware_name').notNull().default(''),
  portalVersion: text('portal_version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('device_types_kind_order_idx').on(t.deviceKinds, t.sortOrder)]);

/** The function catalogue: what can be compared for a kind of device (e.g. Wi-Fi 7 for APs). */
export const deviceFunctions = pgTable('device_functions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Unique across kinds, so the public comparison can mix kinds in one map. */
  functionKey: text('function_key').notNull().unique(),
  /** English name; the name shown in every language without its own text. */
  functionName: text('function_name').notNull(),
  /** Simplified Chinese name; empty shows the English one. */
  functionNameZh: text('function_name_zh').notNull().default(''),
  deviceKind: text('device_kind').notNull(),
  /** A heading the functions are grouped under (Wi-Fi, Security, Switching...), in English. */
  category: text('category').notNull(),
  /** The heading in Simplified Chinese; empty shows the English one. */
  categoryZh: text('category_zh').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [index('device_functions_kind_idx').on(t.deviceKind, t.sortOrder)]);

/** One cell of the matrix; a missing row means not applicable ('-1'). */
export const deviceTypeFunctions = pgTable('device_type_functions', {
  deviceTypeId: bigint('device_type_id', { mode: 'number' }).notNull().references(() => deviceTypes.id, { onDelete: 'cascade' }),
  functionId: bigint('function_id', { mode: 'number' }).notNull().references(() => deviceFunctions.id, { onDelete: 'cascade' }),
  /** '1' supported, '0' not supported, '-1' not applicable. */
  checked: text('checked').notNull(),
  /** English description and tooltip: also shown in a language whose own text is empty. */
  des: text('des').notNull().default(''),
  tooltips: text('tooltips').notNull().default(''),
  /** Simplified Chinese description and tooltip; empty shows the English text. */
  desZh: text('des_zh').notNull().default(''),
  tooltipsZh: text('tooltips_zh').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.deviceTypeId, t.functionId] })]);
