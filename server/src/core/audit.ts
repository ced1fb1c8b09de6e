import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import type { RequestContext } from './request-context.ts';

/** Records a mutating call: who, what, when, from which address (DESIGN §7). */
export type Audit = (ctx: RequestContext, showKey: string, detail?: Record<string, unknown>) => Promise<void>;

export function auditWriter(db: Db<Record<string, unknown>>, table: PgTable): Audit {
  return async (ctx, showKey, detail = {}) => {
    await db.insert(table).values({
      userId: ctx.principal?.userId ?? null,
      accountName: ctx.principal?.account ?? String(detail.account ?? ''),
      ip: ctx.ip,
      showKey,
      detail,
    });
  };
}
