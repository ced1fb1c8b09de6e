import { index, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const accountAuditLog = pgTable('audit_log', auditColumns, (t) => [
  // Both log screens page by time (ties by id), optionally of one IP address (core/audit-log-repo.ts).
  index('audit_log_at_id_idx').on(t.at, t.id),
  index('audit_log_ip_at_id_idx').on(t.ip, t.at, t.id),
]);
