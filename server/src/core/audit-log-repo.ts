import { and, asc, desc, eq, getTableName, gte, lt, sql, type SQL } from 'drizzle-orm';
import { withKeptPlans, type Db } from '../db/connect.ts';
import type { regionAuditLog } from '../db/region-schema.ts';
import { plannerRows, rowsUpTo } from './list-total-repo.ts';
import { mappedInOnePass } from './row-mapping-repo.ts';

/** Both services' audit tables have the same columns (db/audit-columns.ts), so one reader serves both. */
export type AuditTable = typeof regionAuditLog;

export interface AuditLogQuery {
  /** An IP address, matched whole as text. */
  ip?: string;
  /** One address (IPv4 or IPv6, in any form inet reads): entries whose address is that one (ip_net, btree-indexed with the time). */
  ipAddress?: string;
  /** An address block (CIDR text, e.g. 10.1.0.0/16): entries whose address is inside it (ip_net, GiST-indexed). */
  ipBlock?: string;
  /** From this instant on (inclusive). */
  from?: Date;
  /** Up to this instant (exclusive). */
  before?: Date;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}
type Filter = Pick<AuditLogQuery, 'ip' | 'ipAddress' | 'ipBlock' | 'from' | 'before'>;

/** Which filters a query has and its direction: each shape is one prepared statement. */
const shapeOf = (q: AuditLogQuery) =>
  `${q.ip === undefined ? '' : '_ip'}${q.ipAddress === undefined ? '' : '_addr'}${q.ipBlock === undefined ? '' : '_net'}${q.from === undefined ? '' : '_from'}${q.before === undefined ? '' : '_before'}_${q.order}`;

/**
 * Reads of an audit log: a page by time with a bounded count, and the planner's estimate. Never writes:
 * the kernel's audit writer (core/audit-writer.ts) is the only code that adds entries, and nothing edits them.
 * Built once per service on its database (never a call's transaction): the page statements are prepared
 * once per shape, as the log is read at 10 M entries and every round trip and query build counts.
 */
export function auditLogRepo(db: Db<Record<string, unknown>>, table: AuditTable) {
  const whereOf = (q: Filter): SQL | undefined => and(
    q.ip === undefined ? undefined : eq(table.ip, q.ip),
    q.ipAddress === undefined ? undefined : sql`${table.ipNet} = ${q.ipAddress}::inet`,
    q.ipBlock === undefined ? undefined : sql`${table.ipNet} <<= ${q.ipBlock}::inet`,
    q.from === undefined ? undefined : gte(table.at, q.from),
    q.before === undefined ? undefined : lt(table.at, q.before),
  );

  /**
   * One page ordered by time, ties by id (the indexes (at, id) and (ip, at, id) serve both directions), each
   * row carrying the number of matches counted up to a limit: one round trip. The count is an uncorrelated
   * subquery, so PostgreSQL runs it once per statement, not per row.
   */
  const preparePage = (q: AuditLogQuery, name: string) => {
    const where = and(
      q.ip === undefined ? undefined : eq(table.ip, sql.placeholder('ip')),
      q.ipAddress === undefined ? undefined : sql`${table.ipNet} = ${sql.placeholder('ipAddress')}::inet`,
      q.ipBlock === undefined ? undefined : sql`${table.ipNet} <<= ${sql.placeholder('ipBlock')}::inet`,
      q.from === undefined ? undefined : sql`${table.at} >= ${sql.placeholder('from')}::timestamptz`,
      q.before === undefined ? undefined : sql`${table.at} < ${sql.placeholder('before')}::timestamptz`,
    );
    const by = q.order === 'asc' ? asc : desc;
    const counted = db.select({ one: sql`1` }).from(table).where(where).limit(sql.placeholder('countLimit')).as('counted');
    // One address's page reads one range of the (ip_net, at, id) index whatever its values, so its plan is kept; the
    // others' best plans depend on the block and the dates (db/connect.ts withKeptPlans).
    const on = q.ipAddress === undefined ? db : withKeptPlans(db);
    // Rows mapped by our own pass (core/row-mapping-repo.ts): Drizzle's mapping checks every field of every row.
    return mappedInOnePass(on.select({
      id: table.id, at: table.at, accountName: table.accountName, ip: table.ip, showKey: table.showKey, detail: table.detail,
      matchCount: sql<number>`(select count(*) from ${counted})`.mapWith(Number),
    }).from(table).where(where).orderBy(by(table.at), by(table.id))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name));
  };
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  return {
    /** A page and, on each row, how many entries match, counting at most countCap + 1 of them. */
    page(q: AuditLogQuery, countCap: number) {
      const shape = shapeOf(q);
      const statement = pages.get(shape) ?? preparePage(q, `${getTableName(table)}_page${shape}`);
      pages.set(shape, statement);
      return statement.execute({
        ...(q.ip === undefined ? {} : { ip: q.ip }),
        ...(q.ipAddress === undefined ? {} : { ipAddress: q.ipAddress }),
        ...(q.ipBlock === undefined ? {} : { ipBlock: q.ipBlock }),
        ...(q.from === undefined ? {} : { from: q.from.toISOString() }),
        ...(q.before === undefined ? {} : { before: q.before.toISOString() }),
        countLimit: countCap + 1, limit: q.limit, offset: q.offset,
      });
    },

    /**
     * The next batch of an export: matching entries past a keyset position (at, id) in the direction, so each
     * batch is one range of the (at, id) index however deep the export has gone.
     */
    batchAfter(q: Filter & { order: 'asc' | 'desc' }, after: { at: Date; id: number } | null, limit: number) {
      const by = q.order === 'asc' ? asc : desc;
      const position = after === null ? undefined : sql`(${table.at}, ${table.id}) ${sql.raw(q.order === 'asc' ? '>' : '<')} (${after.at.toISOString()}::timestamptz, ${after.id})`;
      return db.select({
        id: table.id, at: table.at, accountName: table.accountName, ip: table.ip, showKey: table.showKey, detail: table.detail,
      }).from(table).where(and(whereOf(q), position)).orderBy(by(table.at), by(table.id)).limit(limit);
    },

    /** How many entries match, counting at most cap + 1 of them (a larger result only says "more than cap"). */
    countUpTo: (q: Filter, cap: number): Promise<number> => rowsUpTo(db, db.select({ one: sql`1` }).from(table).where(whereOf(q)).$dynamic(), cap),

    /** The planner's estimate of the matches (no rows read): for a total above the counting cap. */
    estimate: (q: Filter): Promise<number> => plannerRows(db, db.select({ id: table.id }).from(table).where(whereOf(q))),
  };
}
export type AuditLogRepo = ReturnType<typeof auditLogRepo>;
