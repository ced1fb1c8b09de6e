import { bigserial, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** Columns of the audit log every service keeps: who did what, when, from which address. */
export const auditColumns = {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id'),
  accountName: text('account_name').notNull(),
  ip: text('ip').notNull(),
  /** The action, as an i18n key the change-log screens translate. */
  showKey: text('show_key').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
};
