import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A customer enterprise in this region (spec 1 §3). Switches are 0/1. */
export const enterprises = pgTable('enterprises', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  enterpriseId: text('enterprise_id').notNull().unique(),
  /** The enterprise's id in the account centre, shared across regions. */
  centerEnterpriseId: text('center_enterprise_id').notNull(),
  enterpriseName: text('enterprise_name').notNull(),
  /** Contact name. */
  username: text('username').notNull(),
  /** Login account of the enterprise's main user. */
  account: text('account').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  country: text('country').notNull().default(''),
  googleAuth: integer('google_auth').notNull().default(0),
  clientType: integer('client_type').notNull().default(0),
  state: integer('state').notNull().default(1),
  activate: integer('activate').notNull().default(1),
  isDelete: integer('is_delete').notNull().default(0),
  outdoor: integer('outdoor').notNull().default(0),
  payment: integer('payment').notNull().default(0),
  portal: integer('portal'),
  isOpenCache: integer('is_open_cache').notNull().default(0),
  isShowTopWebsites: integer('is_show_top_websites').notNull().default(0),
  isShowHardwareReset: integer('is_show_hardware_reset').notNull().default(0),
  isShowIspConfig: integer('is_show_isp_config').notNull().default(0),
  highPrecisionUsageControl: integer('high_precision_usage_control').notNull().default(0),
  /** The enterprise's own IANA timezone: maintenance e-mails show the window in it too. */
  timezone: text('timezone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * How many APs the enterprise has: kept by a trigger on devices (enterprise_ap_count_sync, migration
   * 0024), so the list sorts by it from an index instead of counting every enterprise's devices.
   */
  apCount: integer('ap_count').notNull().default(0),
  /**
   * The five searched columns lower-cased and joined by U+0001 (never typed, and a word break for
   * pg_trgm): one trigram index and one comparison per row serve the enterprise search.
   */
  searchText: text('search_text').notNull().generatedAlwaysAs(
    sql`lower(enterprise_name || chr(1) || username || chr(1) || account || chr(1) || email || chr(1) || phone)`,
  ),
}, (t) => [
  // Case-insensitive substring search of the enterprise list at a million rows (region/search/).
  index('enterprises_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  index('enterprises_center_idx').on(t.centerEnterpriseId),
  // The contact's enterprises (all-enterprise list): e-mail equality ignoring case at a million rows,
  // oldest first from the index (the id follows the e-mail in it).
  index('enterprises_email_lower_idx').on(sql`lower(${t.email})`, t.id),
  // Live enterprises by kind: the dashboard's enterprise counts and its joins read only this index.
  index('enterprises_live_outdoor_idx').on(t.outdoor, t.id).where(sql`is_delete = 0`),
  // The list sorted by created time or state: a dense search walks one of these and stops at its page.
  index('enterprises_created_idx').on(t.createdAt, t.id),
  index('enterprises_state_idx').on(t.state, t.id),
  index('enterprises_ap_count_idx').on(t.apCount, t.id),
]);

/**
 * Every window of four digits in each enterprise's search text, keyed by window then enterprise: a typed
 * phone group ("4343") is one key, so its matches are counted and paged newest-first from this index
 * alone, reading only the page's enterprises (a few hundred matches spread over a million rows cost
 * a table read each through the trigram index). Kept in step with enterprises by a trigger
 * (digit_grams and enterprise_digit_grams_sync, migration 0010).
 */
export const enterpriseDigitGrams = pgTable('enterprise_digit_grams', {
  gram: text('gram').notNull(),
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.gram, t.enterpriseId] })]);

export const networks = pgTable('networks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).notNull().references(() => enterprises.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('networks_enterprise_idx').on(t.enterpriseId)]);

/** An AP, router or switch known to this region; free devices have no enterprise. */
export const devices = pgTable('devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Upper-case hex without separators, 12 characters. */
  mac: text('mac').notNull().unique(),
  /** AP, ROUTER or SWITCH. */
  kind: text('kind').notNull(),
  /** The model, shown as apType. */
  model: text('model').notNull(),
  versionFirmware: text('version_firmware').notNull().default(''),
  versionBoot: text('version_boot').notNull().default(''),
  enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprises.id, { onDelete: 'set null' }),
  networkId: bigint('network_id', { mode: 'number' }).references(() => networks.id, { onDelete: 'set null' }),
  online: boolean('online').notNull().default(false),
  clientCount: integer('client_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Covers the per-enterprise aggregates (has AP, online/total, clients) with index-only scans,
  // and still serves every lookup by enterprise.
  index('devices_enterprise_stats_idx').on(t.enterpriseId, t.kind, t.online, t.clientCount),
  // Device totals by type and state (dashboard device_count).
  index('devices_kind_online_idx').on(t.kind, t.online),
  // Free devices (no enterprise) are few: a small partial index answers "free APs online".
  index('devices_free_kind_online_idx').on(t.kind, t.online).where(sql`enterprise_id IS NULL`),
  // Partial MAC search (AP device search, enterprise device list): every 4-digit window of the MAC
  // (mac_grams, migration 0007). Hex trigrams are too common to narrow 10 M devices; 4-grams are 16x rarer.
  index('devices_mac_grams_idx').using('gin', sql`mac_grams(${t.mac})`),
]);
