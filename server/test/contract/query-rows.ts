import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.ts';

/** Either service's database: the generated tests read both the same way. */
export type AnyDb = Db<Record<string, unknown>>;

/** The rows of a raw query; both drivers (node-postgres, PGlite) answer `{ rows }`, which Drizzle's type leaves open. */
export const rowsOf = async <T>(db: AnyDb, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
