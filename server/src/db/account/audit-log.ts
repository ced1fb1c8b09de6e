import { index, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const accountAuditLog = pgTable('audit_log', auditColumns, (t) => [index('audit_log_at_idx').on(t.at)]);
