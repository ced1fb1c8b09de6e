import { asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { speedServers } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

/** Every column but the secret: what the console may see. */
const columns = {
  id: speedServers.id, uid: speedServers.uid, name: speedServers.name, serviceProvider: speedServers.serviceProvider,
  uploadUrl: speedServers.uploadUrl, pingUrl: speedServers.pingUrl, downloadUrl: speedServers.downloadUrl,
  publicIp: speedServers.publicIp, uploadDuration: speedServers.uploadDuration, downloadDuration: speedServers.downloadDuration,
  regions: speedServers.regions, modifiedAt: speedServers.modifiedAt,
};

export interface SpeedServerFields {
  name: string; serviceProvider: string; uploadUrl: string; pingUrl: string; downloadUrl: string; publicIp: string;
  uploadDuration: number; downloadDuration: number;
}

export interface SpeedServerQuery { search: string; order: 'asc' | 'desc'; pageNum: number; pageSize: number }

/** SQL of speed-test servers (spec 3 "Speed-test server list"). */
export function speedServerRepo(db: RegionDb) {
  return {
    async page(q: SpeedServerQuery) {
      const pattern = `%${escapeLike(q.search)}%`;
      const where = q.search ? or(ilike(speedServers.name, pattern), ilike(speedServers.serviceProvider, pattern)) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(speedServers).where(where);
      const by = q.order === 'asc' ? asc : desc;
      const rows = await db.select(columns).from(speedServers).where(where)
        .orderBy(by(speedServers.modifiedAt), by(speedServers.id))
        .limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
      return { total, rows };
    },

    async find(id: number) {
      const [row] = await db.select(columns).from(speedServers).where(eq(speedServers.id, id));
      return row;
    },

    /** The copies of these servers (by uid), for the console's "where does it live". */
    byUids: (uids: string[]) => db.select(columns).from(speedServers).where(inArray(speedServers.uid, uids)),

    /** The row with its secret, locked for a change in this transaction. */
    async findForChange(id: number) {
      const [row] = await db.select({ ...columns, secret: speedServers.secret }).from(speedServers)
        .where(eq(speedServers.id, id)).for('update');
      return row;
    },

    /** Inserts unless the name or the uid is taken; undefined means one was. Without a uid the database picks one. */
    async insert(values: SpeedServerFields & { secret: string; regions: string[]; uid?: string }) {
      const [row] = await db.insert(speedServers).values(values).onConflictDoNothing().returning(columns);
      return row;
    },

    /** The row after the update; the secret only when given (an empty one keeps the stored secret). */
    async update(id: number, values: SpeedServerFields & { secret?: string }) {
      const [row] = await db.update(speedServers).set({ ...values, modifiedAt: sql`now()` })
        .where(eq(speedServers.id, id)).returning(columns);
      return row;
    },

    /** The id of the server holding this name, if any. */
    async withName(name: string) {
      const [row] = await db.select({ id: speedServers.id }).from(speedServers).where(eq(speedServers.name, name));
      return row;
    },

    async remove(id: number) {
      const [row] = await db.delete(speedServers).where(eq(speedServers.id, id)).returning(columns);
      return row;
    },
  };
}
