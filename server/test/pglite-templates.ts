import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openAccountDatabase, openRegionDatabase } from '../src/db/connect.ts';

type Kind = 'account' | 'region';
const KINDS: readonly Kind[] = ['account', 'region'];
const fileOf = (dir: string, kind: Kind) => path.join(dir, `${kind}.tar`);

/**
 * Once per run: a migrated account and region database, each dumped to a file. Creating an embedded
 * database and migrating it takes seconds; opening a copy of a dump takes a fraction of one.
 */
export async function writePgliteTemplates(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gwn-pglite-templates-'));
  for (const kind of KINDS) {
    const database = await (kind === 'account' ? openAccountDatabase({}) : openRegionDatabase({}));
    const dump = await database.dump?.();
    if (!dump) throw new Error('only PGlite databases can be dumped');
    writeFileSync(fileOf(dir, kind), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  return dir;
}

const loaded = new Map<Kind, Blob>();

/** A kind's template as a Blob to open copies from (read once per test worker). */
export function pgliteTemplate(dir: string, kind: Kind): Blob {
  let blob = loaded.get(kind);
  if (!blob) {
    blob = new Blob([readFileSync(fileOf(dir, kind))]);
    loaded.set(kind, blob);
  }
  return blob;
}
