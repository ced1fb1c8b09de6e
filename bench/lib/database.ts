import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** Creates the PostgreSQL database a benchmark's URL names when it is not there yet (its data sets are kept between runs). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * A pool on a demo region data set (`npm run demo:data -- --region US --scale <scale>`). When the database has none:
 * with `create`, the database is created and filled by the demo generator first; without, the error names the command.
 */
export async function openDemoDataset(url: string, opts: { scale: number; poolMax: number; create: boolean }): Promise<pg.Pool> {
  const pool = benchPool(url, opts.poolMax);
  try {
    await pool.query('SELECT 1 FROM enterprises LIMIT 1');
    return pool;
  } catch (err) {
    await pool.end();
    const args = ['run', 'demo:data', '--', '--region', 'US', '--scale', String(opts.scale), '--database-url', url];
    if (!opts.create) throw new Error(`${url} is not a demo region database (${String(err)}); create it with\n  npm ${args.join(' ')}\nor rerun with --create`);
    await ensureDatabase(url);
    if (spawnSync('npm', args, { stdio: 'inherit' }).status !== 0) throw new Error('the demo generator failed');
    return benchPool(url, opts.poolMax);
  }
}

/**
 * A benchmark's own pool: its idle connections close after a second, so the next measurement (the service's pools, the
 * floor's) finds PostgreSQL's connection slots (100 by default, all of them shared) free again.
 */
export function benchPool(url: string, max: number, options?: string): pg.Pool {
  return new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 1000, ...(options ? { options } : {}) });
}
