import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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
import { isDatabaseUnreachable } from './connection-faults.ts';

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
  /** PostgreSQL only: the pool's connections, open, idle and callers waiting for one (metrics). */
  poolStats?(): PoolStats;
}

export interface PoolStats { total: number; idle: number; waiting: number }

/** How a service holds its PostgreSQL connections (README, "Configuration"). */
export interface ConnectionSettings {
  /** Connections of each of the service's two pools (PG_POOL_MAX): plans made per call, plans kept. */
  poolMax?: number;
  /**
   * shared_buffers of an embedded database (EMBEDDED_SHARED_BUFFERS; PGlite's own default is 128MB). Its
   * WebAssembly memory grows to hold them and is never given back, and `npm start` runs four such databases
   * in one process (docs/benchmarks.md, "Memory of the all-in-one process").
   */
  embeddedSharedBuffers?: string;
  /** How long opening waits for PostgreSQL to accept connections before it gives up (0: one attempt). */
  startupWaitMs?: number;
  /**
   * Where a connection that breaks while no query of ours runs on it is reported (the pool drops it and
   * opens another when needed). Without a listener such a break would end the process.
   */
  onConnectionError?: (err: Error) => void;
  /** Where each failed attempt of the start-up wait is reported. */
  onStartupRetry?: (err: Error, attempt: number) => void;
}

/** When the newest migration of a service's schema was written (its journal's `when`; drizzle records it as applied). */
export function newestMigrationOf(kind: 'account' | 'region'): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsRoot, kind, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Whether an embedded database was ever created in this directory (tools refuse to create one by mistake). */
export const embeddedDatabaseExists = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

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
  schema: S, migrations: 'account' | 'region', opts: DatabaseLocation, settings: ConnectionSettings,
): Promise<Database<S>> {
  const migrationsFolder = path.join(migrationsRoot, migrations);
  if (opts.url) return openPostgres(schema, migrationsFolder, opts.url, settings);
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // Written into the data directory's postgresql.conf, so each open sets it anew.
  const postgresqlconf = settings.embeddedSharedBuffers ? `shared_buffers = ${settings.embeddedSharedBuffers}` : undefined;
  const client = opts.copyOf && !opts.dataDir
    ? await PGlite.create({ loadDataDir: opts.copyOf, extensions: { pg_trgm }, postgresqlconf })
    : await PGlite.create(opts.dataDir, { extensions: { pg_trgm }, postgresqlconf });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db<S>, driver: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
}

/** Any number: the lock two copies starting at once take so that one of them applies the migrations. */
const MIGRATION_LOCK = 2_024_092_401;

async function openPostgres<S extends Record<string, unknown>>(
  schema: S, migrationsFolder: string, url: string, settings: ConnectionSettings,
): Promise<Database<S>> {
  // Prepared (named) statements save the service building and PostgreSQL parsing them. On the main pool they are
  // still planned with each call's values, because most searches' plans depend on them (region/shared/search/);
  // the second pool keeps one plan per statement, for the statements whose best plan is the same whatever their
  // values (`withKeptPlans`; docs/architecture.md, "Plans kept or made per call"). Each pool opens connections
  // only when needed and closes them after 10 s idle.
  // TCP keep-alive: a connection whose server vanished without a word (a failover) is found dead, not waited on.
  const poolOf = (options: string) => new pg.Pool({ connectionString: url, max: settings.poolMax ?? 20, options, keepAlive: true });
  const pool = poolOf(POOL_SESSIONS.planned);
  const keptPlansPool = poolOf(POOL_SESSIONS.kept);
  const pools = [pool, keptPlansPool];
  const report = settings.onConnectionError ?? ((err: Error) => console.warn(`database connection lost: ${err.message}`));
  // An idle connection that breaks is reported by the pool, one checked out (between a transaction's queries)
  // by its client; either way the pool drops it. A call whose query was running fails on its own (HTTP 503).
  for (const p of pools) {
    p.on('error', report);
    p.on('connect', (client) => { client.on('error', report); });
  }
  const endPools = () => Promise.all(pools.map((p) => p.end())).then(() => undefined);
  const db = drizzlePg(pool, { schema });
  keepPlansOn(db, drizzlePg(keptPlansPool, { schema }));
  try {
    await untilReachable(settings, async () => {
      // Its own session, not one of the pool's: the migrations need the pool, whatever its size.
      const lock = new pg.Client({ connectionString: url });
      lock.on('error', report);
      try {
        await lock.connect();
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        // Ending the session releases the lock, also when the connection is lost.
        await lock.end().catch(() => undefined);
      }
    });
  } catch (err) {
    await endPools().catch(() => undefined);
    throw err;
  }
  const sum = (count: (p: pg.Pool) => number) => pools.reduce((n, p) => n + count(p), 0);
  return {
    db: db as unknown as Db<S>, driver: 'postgres', close: endPools,
    poolStats: () => ({ total: sum((p) => p.totalCount), idle: sum((p) => p.idleCount), waiting: sum((p) => p.waitingCount) }),
  };
}

/**
 * The session settings of a service's two pools on PostgreSQL (openPostgres; the benchmarks send statements the same way).
 * The kept-plans pool's statements read a few rows through an index, but a plan made without the values is costed with
 * PostgreSQL's default guesses (a MAC window in 0.5 % of the devices, say). Those can cross the costs at which it compiles
 * the plan (JIT) and starts parallel workers: measured, 30 ms of compiling and 50 ms of starting workers for a page read in
 * under a millisecond. Neither is ever worth it for such a statement, so that pool does neither.
 */
export const POOL_SESSIONS = {
  planned: '-c plan_cache_mode=force_custom_plan',
  kept: '-c plan_cache_mode=force_generic_plan -c jit=off -c max_parallel_workers_per_gather=0',
} as const;

/** Each PostgreSQL database's twin on the pool that keeps plans (openPostgres). */
const keptPlansTwins = new WeakMap<object, unknown>();

/**
 * The same database on connections that plan a prepared statement once and keep that plan for every call
 * (plan_cache_mode=force_generic_plan), where `db` plans each call with its values. Only for statements whose
 * best plan does not depend on their values (a key, a whole MAC, the rarest n-grams of a search's index plan):
 * measured on 1,000,000 enterprises, such a kept plan answers in a third of the time, the planning being most of
 * it, while a kept plan of a value-dependent search (a MAC fragment, a scan) ran up to 2,000 times longer
 * (docs/architecture.md, "Plans kept or made per call"). PGlite sends every statement unnamed, planned per call,
 * so there `db` is its own twin, as is any database not opened here.
 */
export function withKeptPlans<D extends object>(db: D): D {
  return (keptPlansTwins.get(db) as D | undefined) ?? db;
}

/** Makes `twin` what withKeptPlans(db) returns, for a database opened elsewhere (the benchmarks' statement capture). */
export function keepPlansOn<D extends object>(db: D, twin: D): void {
  keptPlansTwins.set(db, twin);
}

/**
 * Runs `attempt` until the database answers it, for at most settings.startupWaitMs: PostgreSQL starting
 * after the service (a host booting, a failover) is a wait, not a crash. A failure that is not about
 * reaching the database (a wrong password, a failing migration) ends it at once.
 */
async function untilReachable(settings: ConnectionSettings, attempt: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + (settings.startupWaitMs ?? 0);
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isDatabaseUnreachable(err)) throw err;
      if (Date.now() >= deadline) {
        if (!settings.startupWaitMs) throw err;
        throw new Error(`the database did not answer within ${Math.round(settings.startupWaitMs / 1000)} s: ${(err as Error).message}`, { cause: err });
      }
      settings.onStartupRetry?.(err as Error, n);
      const pause = Math.min(250 * 2 ** (n - 1), 5_000, Math.max(0, deadline - Date.now()));
      await new Promise((done) => setTimeout(done, pause));
    }
  }
}

export const openAccountDatabase = (opts: DatabaseLocation, settings: ConnectionSettings = {}) =>
  open(accountSchema, 'account', opts, settings);
export const openRegionDatabase = (opts: DatabaseLocation, settings: ConnectionSettings = {}) =>
  open(regionSchema, 'region', opts, settings);
