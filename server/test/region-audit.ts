import { asc, eq } from 'drizzle-orm';
import type { AuditAction, AuditDetail } from '@gwn/contract';
import type { RegionDb } from '../src/db/connect.ts';
import { regionAuditLog } from '../src/db/region-schema.ts';

type AuditRow = Omit<typeof regionAuditLog.$inferSelect, 'detail'> & { detail: AuditDetail };

/** A region's audit entries of one action, oldest first; with `subject`, only those about that subject. */
export async function auditEntries(db: RegionDb, action: AuditAction, subject?: string): Promise<AuditRow[]> {
  const rows = await db.select().from(regionAuditLog).where(eq(regionAuditLog.showKey, action)).orderBy(asc(regionAuditLog.id));
  // The column holds what the core's audit recorder wrote: an AuditDetail.
  const entries = rows as AuditRow[];
  return subject === undefined ? entries : entries.filter((e) => e.detail.subject === subject);
}
