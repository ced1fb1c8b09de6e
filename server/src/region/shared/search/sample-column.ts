import { sql, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../../db/connect.ts';

const rowsOf = async <T>(db: RegionDb, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * About `size` random values of one column (of the rows `where` keeps), and how many such rows the
 * table holds. Block sampling (TABLESAMPLE SYSTEM) reads only the sampled pages, so this costs a few
 * milliseconds at a million rows; tables too small for the planner's row estimate are counted.
 */
export async function sampleColumn(db: RegionDb, table: string, column: string, size: number, where?: SQL) {
  const [stats] = await rowsOf<{ reltuples: number }>(db, sql`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = ${table}::regclass`);
  let tableRows = Number(stats?.reltuples ?? -1);
  if (!(tableRows >= 2 * size)) {
    const [counted] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    tableRows = Number(counted?.n ?? 0);
  }
  const percent = Math.min(100, (100 * size) / Math.max(tableRows, 1));
  const sampled = await rowsOf<{ value: string | null; kept: boolean }>(db, sql`
    SELECT ${sql.identifier(column)} AS value, ${where ?? sql`true`} AS kept
    FROM ${sql.identifier(table)} TABLESAMPLE SYSTEM (${percent})`);
  const texts = sampled.filter((r) => r.kept && r.value !== null).map((r) => r.value as string);
  const keptShare = sampled.length === 0 ? 1 : texts.length / sampled.length;
  return { rows: Math.round(tableRows * keptShare), texts };
}
