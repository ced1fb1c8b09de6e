import { sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';

/**
 * Bulk loads run several times faster without secondary indexes: drops the non-unique indexes of
 * the tables (after printing their definitions, so they can be restored by hand if the run dies)
 * and returns a function that recreates them exactly as the migrations defined them.
 */
export async function deferSecondaryIndexes(db: RegionDb, tables: string[], log: (m: string) => void): Promise<() => Promise<void>> {
  // Cast: execute() is typed per driver; both pg and PGlite return their rows under `rows`.
  const { rows } = (await db.execute(sql`
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = 'public' AND i.tablename IN ${tables} AND NOT x.indisunique AND NOT x.indisprimary`)) as unknown as
    { rows: { indexname: string; indexdef: string }[] };
  for (const { indexname, indexdef } of rows) {
    log(`deferring index ${indexname}: ${indexdef}`);
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(indexname)}`);
  }
  return async () => {
    for (const { indexname, indexdef } of rows) {
      log(`rebuilding index ${indexname}`);
      await db.execute(sql.raw(indexdef));
    }
  };
}
