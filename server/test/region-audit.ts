import { asc, eq } from 'drizzle-orm';
import type { AuditAction } from '@gwn/contract';
import type { RegionDb } from '../src/db/connect.ts';
import { regionAuditLog } from '../src/db/region-schema.ts';

/** A region's audit entries of one action, oldest first; with `subject`, only those about that subject. */
export async function auditEntries(db: RegionDb, action: AuditAction, subject?: string) {
  const entries = await db.select().from(regionAuditLog).where(eq(regionAuditLog.showKey, action)).orderBy(asc(regionAuditLog.id));
  return subject === undefined ? entries : entries.filter((e) => e.detail.subject === subject);
}
