import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRemoteServer, buildSpeedServer } from '../../test/region-factories.ts';
import { durableDatabases } from '../../test/harness.ts';
import { openRegionDatabase } from './connect.ts';
import { remoteServers, speedServers } from './region-schema.ts';

const MIGRATION = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'region', '0025_record-uids.sql'), 'utf8');
/** The migration's backfill: the statements that give rows from before the uid one derived from their values. */
const BACKFILL = MIGRATION.split('--> statement-breakpoint').filter((s) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(s));

type RegionDatabase = Awaited<ReturnType<typeof openRegionDatabase>>;

describe('migration record-uids gives servers from before the uid one that is the same in every region', () => {
  let us: RegionDatabase;
  let eu: RegionDatabase;

  beforeAll(async () => {
    const places = await durableDatabases(['US', 'EU']);
    us = await openRegionDatabase(places.get('US') ?? {});
    eu = await openRegionDatabase(places.get('EU') ?? {});
  });
  afterAll(async () => {
    await us?.close();
    await eu?.close();
  });

  const backfill = (database: RegionDatabase) => database.db.transaction(async (tx) => {
    for (const statement of BACKFILL) await tx.execute(sql.raw(statement));
  });

  it('derives the uid from a speed-test server\'s name and a remote server\'s three values, matching across regions', async () => {
    expect(BACKFILL).toHaveLength(2);
    // Copies added to both regions before the uid existed: each region picked its own random one.
    const [speedUs, speedEu] = [await buildSpeedServer(us.db, { name: 'Legacy Tokyo' }), await buildSpeedServer(eu.db, { name: 'Legacy Tokyo' })];
    const remote = { serviceRegion: 'ap-east', zone: 'ap-east-1a', serverIp: '192.0.2.9' };
    const [remoteUs, remoteEu] = [await buildRemoteServer(us.db, remote), await buildRemoteServer(eu.db, remote)];
    const other = await buildSpeedServer(eu.db, { name: 'Legacy Osaka' });
    expect(speedUs.uid).not.toBe(speedEu.uid);
    await backfill(us);
    await backfill(eu);
    const speedUid = async (database: RegionDatabase, id: number) =>
      (await database.db.select({ uid: speedServers.uid }).from(speedServers).where(eq(speedServers.id, id)))[0]?.uid;
    const remoteUid = async (database: RegionDatabase, id: number) =>
      (await database.db.select({ uid: remoteServers.uid }).from(remoteServers).where(eq(remoteServers.id, id)))[0]?.uid;
    expect(await speedUid(us, speedUs.id)).toBe(await speedUid(eu, speedEu.id));
    expect(await remoteUid(us, remoteUs.id)).toBe(await remoteUid(eu, remoteEu.id));
    expect(await speedUid(eu, other.id)).not.toBe(await speedUid(eu, speedEu.id));
    expect(await speedUid(us, speedUs.id)).not.toBe(speedUs.uid);
  });
});
