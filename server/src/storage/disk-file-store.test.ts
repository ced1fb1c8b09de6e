import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { diskFileStore } from './disk-file-store.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A body that fails on its first read, as an upload over its limit fails in its meter. */
const failingAtOnce = () => new Readable({ read() { this.destroy(new Error('over the limit')); } });

describe('disk file store', () => {
  it('leaves no temporary file behind when the upload fails before the file is even open', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'gwn-disk-store-'));
    roots.push(root);
    const store = await diskFileStore(root);
    // The race is between the file's open and its removal: tried many times so a leak shows.
    for (let i = 0; i < 50; i += 1) {
      await expect(store.writeTemp(failingAtOnce())).rejects.toThrow('over the limit');
    }
    // A file removed before its open completed appears a moment later: look once everything has settled.
    await new Promise((settled) => setTimeout(settled, 200));
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });
});
