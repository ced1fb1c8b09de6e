import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditDetail } from '@gwn/contract';
import type { Db } from '../db/connect.ts';

/** One row of a service's audit log (DESIGN §7): who, from where, which action, what changed. */
export interface AuditEntry {
  action: AuditAction;
  userId: number | null;
  accountName: string;
  ip: string;
  detail: AuditDetail;
}

export interface AuditWriter {
  /** Writes an entry through `db`: a call's or a job's transaction, so the entry and the change commit together. */
  write(db: Db<Record<string, unknown>>, entry: AuditEntry): Promise<void>;
}

/** The writer of one service's audit table (both services' tables have the same columns). */
export function auditWriter(table: PgTable): AuditWriter {
  return {
    async write(db, entry) {
      await db.insert(table).values({
        userId: entry.userId, accountName: entry.accountName, ip: entry.ip, showKey: entry.action, detail: entry.detail,
      });
    },
  };
}
