import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { remoteServers } from '../../db/region-schema.ts';

const columns = {
  id: remoteServers.id, uid: remoteServers.uid, serviceRegion: remoteServers.serviceRegion, zone: remoteServers.zone, serverIp: remoteServers.serverIp,
};

export interface RemoteServerFields { serviceRegion: string; zone: string; serverIp: string }

/** SQL of remote servers (spec 2 screen 10). */
export function remoteServerRepo(db: RegionDb) {
  return {
    async page(pageNum: number, pageSize: number) {
      const [{ total }] = await db.select({ total: count() }).from(remoteServers);
      const rows = await db.select(columns).from(remoteServers)
        .orderBy(asc(remoteServers.serviceRegion), asc(remoteServers.zone), asc(remoteServers.serverIp), asc(remoteServers.id))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },

    async find(id: number) {
      const [row] = await db.select(columns).from(remoteServers).where(eq(remoteServers.id, id)).for('update');
      return row;
    },

    /** The copies of these servers (by uid), for the console's "where does it live". */
    byUids: (uids: string[]) => db.select(columns).from(remoteServers).where(inArray(remoteServers.uid, uids)),

    /** Inserts unless the same three values or the uid exist; undefined means they did. Without a uid the database picks one. */
    async insert(values: RemoteServerFields & { uid?: string }) {
      const [row] = await db.insert(remoteServers).values(values).onConflictDoNothing().returning(columns);
      return row;
    },

    /** The row after the update; undefined when there is no such id. */
    async update(id: number, values: RemoteServerFields) {
      const [row] = await db.update(remoteServers).set(values).where(eq(remoteServers.id, id)).returning(columns);
      return row;
    },

    /** The row holding these three values, if any. */
    async withValues(values: RemoteServerFields) {
      const [row] = await db.select(columns).from(remoteServers).where(and(
        eq(remoteServers.serviceRegion, values.serviceRegion), eq(remoteServers.zone, values.zone), eq(remoteServers.serverIp, values.serverIp),
      ));
      return row;
    },

    /** The deleted rows, as they were. */
    async remove(ids: number[]) {
      return db.delete(remoteServers).where(inArray(remoteServers.id, ids)).returning(columns);
    },
  };
}
