import { sql } from 'drizzle-orm';
import type { AuditDetail } from '@gwn/contract';
import { rowsOf, type AnyDb } from './query-rows.ts';

/** A row of a service's audit_log (both services' tables have the same columns). */
export interface AuditRow { id: number; showKey: string; accountName: string; ip: string; detail: AuditDetail }

/** The id of the newest entry (0 when there is none). */
export async function lastAuditId(db: AnyDb): Promise<number> {
  const [row] = await rowsOf<{ last: string | number | null }>(db, sql`SELECT max(id) AS last FROM audit_log`);
  return Number(row?.last ?? 0);
}

/** The entries written after `id`, oldest first. */
export async function auditRowsAfter(db: AnyDb, id: number): Promise<AuditRow[]> {
  const rows = await rowsOf<{ id: string | number; show_key: string; account_name: string; ip: string; detail: AuditDetail }>(db,
    sql`SELECT id, show_key, account_name, ip, detail FROM audit_log WHERE id > ${id} ORDER BY id`);
  return rows.map((r) => ({ id: Number(r.id), showKey: r.show_key, accountName: r.account_name, ip: r.ip, detail: r.detail }));
}
