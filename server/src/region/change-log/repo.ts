import { auditLogRepo } from '../../core/audit-log-repo.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog } from '../../db/region-schema.ts';

/** Reads of this region's audit log (the System tab). */
export const systemLogRepo = (db: RegionDb) => auditLogRepo(db, regionAuditLog);
