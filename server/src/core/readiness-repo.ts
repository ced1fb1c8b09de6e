import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';

/** The two reads of a readiness probe (core/readiness.ts). */
export function readinessRepo(db: Db<Record<string, unknown>>) {
  return {
    /** One round trip: the database answers. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
    /** When the newest migration applied to this database was written (drizzle's record; 0 when none). */
    async newestAppliedMigration(): Promise<number> {
      const result = (await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`)) as unknown as { rows: { at: unknown }[] };
      return Number(result.rows[0]?.at ?? 0);
    },
  };
}
