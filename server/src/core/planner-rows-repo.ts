import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

/**
 * How many rows PostgreSQL's planner expects a query to return (EXPLAIN, no rows read): the total of a
 * list whose matches run to millions, where counting them would cost more than the page.
 */
export async function plannerRows(db: Db<Record<string, unknown>>, query: SQL | { getSQL(): SQL }): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
