import { index, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const regionAuditLog = pgTable('audit_log', auditColumns, (t) => [
  // Both log screens page by time (ties by id), optionally of one IP address (core/audit-log-repo.ts).
  index('audit_log_at_id_idx').on(t.at, t.id),
  index('audit_log_ip_at_id_idx').on(t.ip, t.at, t.id),
  // IP searches by prefix or CIDR block: `ip_net <<= block` is a GiST range of this index.
  index('audit_log_ip_net_idx').using('gist', t.ipNet.op('inet_ops')),
  // One whole address's entries in time order: `ip_net = address` is one range of this index whatever the address
  // and dates, so that page keeps one plan (docs/architecture.md, "Plans kept or made per call").
  index('audit_log_ip_net_at_id_idx').on(t.ipNet, t.at, t.id),
]);
