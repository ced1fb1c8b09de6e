import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';

/** A table whose rows are units of a job: a unique, indexed key and the two lease columns. */
export interface LeasedTable {
  table: PgTable;
  key: PgColumn;
  leaseOwner: PgColumn;
  leaseUntil: PgColumn;
}

type AnyDb = Db<Record<string, unknown>>;

/** Both drivers return the rows on the result; only the typing differs. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** A column as an assignment target (UPDATE … SET takes no table name). */
const name = (column: PgColumn) => sql.identifier(column.name);
const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * The lease SQL every job shares (docs/architecture.md, "Background jobs"): a claim takes due rows that no
 * live copy holds with FOR UPDATE SKIP LOCKED and marks them with its owner and an expiry in ONE statement,
 * so two copies never take the same row, and a row whose holder died is free again once its lease ends.
 */
export function leaseRepo(db: AnyDb, t: LeasedTable) {
  const free = sql`(${t.leaseUntil} is null or ${t.leaseUntil} < now())`;
  return {
    /**
     * Leases up to `limit` rows matching `due`, in `order`, to `owner`; their keys. Rows another transaction has
     * locked are skipped, unless `waitForLocks`: for a row that other work locks often and briefly (a notice whose
     * counters every sent e-mail moves), a claim that skipped it would rarely find it free.
     */
    async claim(owner: string, q: { due: SQL; order: SQL; limit: number; leaseMs: number; waitForLocks?: boolean }): Promise<number[]> {
      const lock = q.waitForLocks ? sql`for update` : sql`for update skip locked`;
      const result = await db.execute(sql`
        update ${t.table} set ${name(t.leaseOwner)} = ${owner}, ${name(t.leaseUntil)} = ${inMs(q.leaseMs)}
        where ${t.key} in (
          select ${t.key} from ${t.table} where ${q.due} and ${free}
          order by ${q.order} limit ${q.limit} ${lock})
        returning ${t.key} as key`);
      return rowsOf<{ key: string | number }>(result).map((r) => Number(r.key));
    },

    /** Extends every lease `owner` holds. */
    async renew(owner: string, leaseMs: number): Promise<void> {
      await db.execute(sql`update ${t.table} set ${name(t.leaseUntil)} = ${inMs(leaseMs)} where ${t.leaseOwner} = ${owner}`);
    },

    /** Gives back every row `owner` holds. */
    async release(owner: string): Promise<void> {
      await db.execute(sql`update ${t.table} set ${name(t.leaseOwner)} = null, ${name(t.leaseUntil)} = null where ${t.leaseOwner} = ${owner}`);
    },

    /** Gives a row back, free to claim again only from `until` (a retry without an attempts column). */
    async holdUntil(key: number, until: Date): Promise<void> {
      await db.execute(sql`update ${t.table} set ${name(t.leaseOwner)} = null, ${name(t.leaseUntil)} = ${until.toISOString()}::timestamptz where ${t.key} = ${key}`);
    },

    /** Rows matching `due`, held or not (the queue depth). */
    async count(due: SQL): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from ${t.table} where ${due}`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
  };
}
