import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openAccountDatabase, openRegionDatabase } from '../src/db/connect.ts';
import { databaseUrl, withAdminClient } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of every database this run creates on PostgreSQL; empty on PGlite. */
    pgRunPrefix: string;
  }
}

/**
 * On PostgreSQL (TEST_DB=postgres), creates two migrated template databases once per run; each
 * test file clones fresh databases from them, and every database of the run is dropped at the end.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('pgRunPrefix', '');
    return;
  }
  const prefix = `gwn_t${randomBytes(4).toString('hex')}`;
  for (const [kind, open] of [['account', openAccountDatabase], ['region', openRegionDatabase]] as const) {
    const name = `${prefix}_${kind}_tmpl`;
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
    const database = await open({ url: databaseUrl(name) });
    await database.close();
  }
  project.provide('pgRunPrefix', prefix);
  return async () => {
    await withAdminClient(async (c) => {
      const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}_%`]);
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  };
}
