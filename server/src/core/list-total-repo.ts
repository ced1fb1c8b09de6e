import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';

/*
 * The two reads behind the total of a list whose matches run to millions (core/capped-total.ts): a count
 * that stops early, and the planner's estimate.
 */

/** How many rows a query returns, counting at most cap + 1 of them (a larger result only says "more than cap"). */
export async function rowsUpTo(db: Db<Record<string, unknown>>, query: PgSelect, cap: number): Promise<number> {
  const matches = query.limit(cap + 1).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  return row?.n ?? 0;
}

/** How many rows PostgreSQL's planner expects a query to return (EXPLAIN, no rows read). */
export async function plannerRows(db: Db<Record<string, unknown>>, query: SQL | { getSQL(): SQL }): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
