import { asc, eq } from 'drizzle-orm';
import type { AuditAction, AuditDetail } from '@gwn/contract';
import type { RegionDb } from '../src/db/connect.ts';
import { regionAuditLog } from '../src/db/region-schema.ts';

/** A region's audit entries of one action, oldest first, with their detail as the recorder wrote it. */
export async function regionAuditEntries(db: RegionDb, action: AuditAction) {
  const rows = await db.select().from(regionAuditLog).where(eq(regionAuditLog.showKey, action)).orderBy(asc(regionAuditLog.id));
  // The column holds what core/audit-recorder.ts built: an AuditDetail.
  return rows.map((row) => ({ ...row, detail: row.detail as AuditDetail }));
}
