import { sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';

interface Definition { name: string; table: string; def: string }

// Cast: execute() is typed per driver; both pg and PGlite return their rows under `rows`.
const rowsOf = async <T>(db: RegionDb, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Bulk loads run several times faster without secondary indexes and foreign-key checks per row:
 * drops the non-unique indexes and the foreign keys of the tables (printing their definitions
 * first, so they can be restored by hand if the run dies) and returns a function that recreates
 * them exactly as the migrations defined them; re-adding a foreign key validates all rows at once.
 */
export async function deferSecondaryIndexes(db: RegionDb, tables: string[], log: (m: string) => void): Promise<() => Promise<void>> {
  const indexes = await rowsOf<Definition>(db, sql`
    SELECT i.indexname AS name, i.tablename AS table, i.indexdef AS def FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = 'public' AND i.tablename IN ${tables} AND NOT x.indisunique AND NOT x.indisprimary`);
  const foreignKeys = await rowsOf<Definition>(db, sql`
    SELECT c.conname AS name, t.relname AS table, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    WHERE c.contype = 'f' AND t.relname IN ${tables}`);
  for (const fk of foreignKeys) {
    log(`deferring constraint ${fk.name}: ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.def}`);
    await db.execute(sql`ALTER TABLE ${sql.identifier(fk.table)} DROP CONSTRAINT ${sql.identifier(fk.name)}`);
  }
  for (const index of indexes) {
    log(`deferring index ${index.name}: ${index.def}`);
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(index.name)}`);
  }
  return async () => {
    for (const index of indexes) {
      log(`rebuilding index ${index.name}`);
      await db.execute(sql.raw(index.def));
    }
    for (const fk of foreignKeys) {
      log(`re-adding constraint ${fk.name}`);
      await db.execute(sql`ALTER TABLE ${sql.identifier(fk.table)} ADD CONSTRAINT ${sql.identifier(fk.name)} ${sql.raw(fk.def)}`);
    }
  };
}
