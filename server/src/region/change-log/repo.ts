import { inArray } from 'drizzle-orm';
import type { Namer } from '../../core/change-log.ts';
import { auditLogRepo } from '../../core/audit-log-repo.ts';
import type { RegionDb } from '../../db/connect.ts';
import { enterprises, regionAuditLog } from '../../db/region-schema.ts';

/** Reads of this region's audit log (the System tab). */
export const systemLogRepo = (db: RegionDb) => auditLogRepo(db, regionAuditLog);

/** The names of the enterprises a page of entries mentions by id (a deleted one stays a bare id). */
export const systemLogNamer = (db: RegionDb): Namer => async (ids) => {
  const enterpriseIds = (ids.enterprise ?? []).slice(0, 1000);
  const rows = enterpriseIds.length
    ? await db.select({ id: enterprises.enterpriseId, name: enterprises.enterpriseName }).from(enterprises).where(inArray(enterprises.enterpriseId, enterpriseIds))
    : [];
  return { enterprise: new Map(rows.map((r) => [r.id, r.name])) };
};
