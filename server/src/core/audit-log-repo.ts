import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { regionAuditLog } from '../db/region-schema.ts';

/** Both services' audit tables have the same columns (db/audit-columns.ts), so one reader serves both. */
export type AuditTable = typeof regionAuditLog;

export interface AuditLogQuery {
  /** An IP address, matched whole. */
  ip?: string;
  /** From this instant on (inclusive). */
  from?: Date;
  /** Up to this instant (exclusive). */
  before?: Date;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * Reads of an audit log: a page by time and a bounded count. Never writes: the kernel's audit writer
 * (core/audit-writer.ts) is the only code that adds entries, and nothing edits them.
 */
export function auditLogRepo(db: Db<Record<string, unknown>>, table: AuditTable) {
  const whereOf = (q: Pick<AuditLogQuery, 'ip' | 'from' | 'before'>): SQL | undefined => and(
    q.ip === undefined ? undefined : eq(table.ip, q.ip),
    q.from === undefined ? undefined : gte(table.at, q.from),
    q.before === undefined ? undefined : lt(table.at, q.before),
  );

  return {
    /** A page ordered by time, ties by id (the indexes (at, id) and (ip, at, id) serve both directions). */
    async page(q: AuditLogQuery) {
      const by = q.order === 'asc' ? asc : desc;
      return db.select({
        id: table.id, at: table.at, accountName: table.accountName, ip: table.ip, showKey: table.showKey, detail: table.detail,
      }).from(table).where(whereOf(q)).orderBy(by(table.at), by(table.id)).limit(q.limit).offset(q.offset);
    },

    /** How many entries match, counting at most cap + 1 of them (a larger result only says "more than cap"). */
    async countUpTo(q: Pick<AuditLogQuery, 'ip' | 'from' | 'before'>, cap: number): Promise<number> {
      const matches = db.select({ one: sql`1` }).from(table).where(whereOf(q)).limit(cap + 1).as('matches');
      const [row] = await db.select({ n: count() }).from(matches);
      return row?.n ?? 0;
    },

    /** The planner's estimate of the matches (no rows read): for a total above the counting cap. */
    async estimate(q: Pick<AuditLogQuery, 'ip' | 'from' | 'before'>): Promise<number> {
      const query = db.select({ id: table.id }).from(table).where(whereOf(q));
      const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
      const plan = Object.values(result.rows[0] ?? {})[0];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
      return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
    },
  };
}
export type AuditLogRepo = ReturnType<typeof auditLogRepo>;
