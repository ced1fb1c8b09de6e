import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { openAccountDatabase, openRegionDatabase } from '../src/db/connect.ts';
import { databaseUrl, withAdminClient } from './postgres.ts';
import { writePgliteTemplates } from './pglite-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Prefix of every database this run creates on PostgreSQL; empty on PGlite. */
    pgRunPrefix: string;
    /** On PGlite: the folder holding one migrated account and one migrated region database, dumped (see pglite-templates.ts). */
    pgliteTemplateDir: string;
  }
}

/**
 * On PostgreSQL (TEST_DB=postgres), creates two migrated template databases once per run; each
 * test file clones fresh databases from them, and every database of the run is dropped at the end.
 * On PGlite, does the same with dumps of two migrated embedded databases.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    const dir = await writePgliteTemplates();
    project.provide('pgRunPrefix', '');
    project.provide('pgliteTemplateDir', dir);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  project.provide('pgliteTemplateDir', '');
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
