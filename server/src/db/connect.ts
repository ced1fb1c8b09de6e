import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as accountSchema from './account-schema.ts';
import * as regionSchema from './region-schema.ts';

export type AccountSchema = typeof accountSchema;
export type RegionSchema = typeof regionSchema;

/** A Drizzle database over either driver; both speak the same PostgreSQL. */
export type Db<S extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, S>;
export type AccountDb = Db<AccountSchema>;
export type RegionDb = Db<RegionSchema>;

export interface Database<S extends Record<string, unknown>> {
  db: Db<S>;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens a service's database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * (in `dataDir`, or in memory when that is undefined). Migrations are applied before it returns.
 */
async function open<S extends Record<string, unknown>>(
  schema: S, migrations: 'account' | 'region', opts: { url?: string; dataDir?: string },
): Promise<Database<S>> {
  const migrationsFolder = path.join(migrationsRoot, migrations);
  if (opts.url) {
    // Prepared (named) statements save the service building and PostgreSQL parsing them; they are still planned
    // with each call's values, because the searches' plans depend on them (region/search/).
    const pool = new pg.Pool({
      connectionString: opts.url, max: Number(process.env.PG_POOL_MAX ?? 20), options: '-c plan_cache_mode=force_custom_plan',
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db<S>, driver: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db<S>, driver: 'pglite', close: () => client.close() };
}

export const openAccountDatabase = (opts: { url?: string; dataDir?: string }) => open(accountSchema, 'account', opts);
export const openRegionDatabase = (opts: { url?: string; dataDir?: string }) => open(regionSchema, 'region', opts);
