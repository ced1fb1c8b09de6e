import { sql } from 'drizzle-orm';
import { bigserial, inet, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditDetail } from '@gwn/contract';

/** Columns of the audit log every service keeps: who did what, when, from which address. */
export const auditColumns = {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  accountName: text('account_name').notNull(),
  ip: text('ip').notNull(),
  /**
   * The address as an inet, for searches by prefix or CIDR block (core/audit-log-repo.ts); computed by the
   * database from ip (null when ip is not an address), so writers never set it.
   */
  ipNet: inet('ip_net').generatedAlwaysAs(sql`gwn_inet_or_null(ip)`),
  /** The action: a key of the audit catalogue (contract/src/audit-actions.ts), which the log screens translate. */
  showKey: text('show_key').notNull(),
  /** What was acted on and what changed (subject, changes before -> after, facts). */
  detail: jsonb('detail').$type<AuditDetail>().notNull().default({}),
};
