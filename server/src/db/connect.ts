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
  /** PGlite only: the whole data directory as a tarball, to open copies of it (DatabaseLocation.copyOf). */
  dump?(): Promise<Blob>;
}

const migrationsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where a service keeps its rows: a PostgreSQL URL, a PGlite directory, or (neither) PGlite in memory. */
export interface DatabaseLocation {
  url?: string;
  dataDir?: string;
  /**
   * PGlite in memory only: start as a copy of this dumped data directory (`dumpDatabase`). Tests start
   * each database from one migrated copy instead of creating and migrating it again (seconds each).
   */
  copyOf?: Blob;
}

/**
 * Opens a service's database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * (in `dataDir`, or in memory when that is undefined). Migrations are applied before it returns.
 */
async function open<S extends Record<string, unknown>>(
  schema: S, migrations: 'account' | 'region', opts: DatabaseLocation,
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
  const client = opts.copyOf && !opts.dataDir
    ? await PGlite.create({ loadDataDir: opts.copyOf, extensions: { pg_trgm } })
    : await PGlite.create(opts.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db<S>, driver: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
}

export const openAccountDatabase = (opts: DatabaseLocation) => open(accountSchema, 'account', opts);
export const openRegionDatabase = (opts: DatabaseLocation) => open(regionSchema, 'region', opts);
