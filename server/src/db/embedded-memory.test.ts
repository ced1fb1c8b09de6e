import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openRegionDatabase } from './connect.ts';

describe('an embedded database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const sharedBuffers = async (size?: string) => {
    const database = await openRegionDatabase({ dataDir }, { embeddedSharedBuffers: size });
    try {
      const result = await database.db.execute(sql`show shared_buffers`) as unknown as { rows: { shared_buffers: string }[] };
      return result.rows[0].shared_buffers;
    } finally {
      await database.close();
    }
  };

  it('holds the page cache it is given (EMBEDDED_SHARED_BUFFERS), set anew on every open of its directory', async () => {
    expect(await sharedBuffers('16MB')).toBe('16MB');
    expect(await sharedBuffers('24MB')).toBe('24MB');
  });
});
