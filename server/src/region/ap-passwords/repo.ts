import { count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { apPasswords, devices } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

export interface ApPasswordFields { ssidPassword: string; model: string; comment: string; lockType: 0 | 1 }

const columns = {
  id: apPasswords.id, mac: apPasswords.mac, ssidPassword: apPasswords.ssidPassword, model: apPasswords.model,
  comment: apPasswords.comment, lockType: apPasswords.lockType, createdAt: apPasswords.createdAt,
};
export type ApPasswordRecord = Awaited<ReturnType<ReturnType<typeof apPasswordRepo>['page']>>[number];

/** SQL of the AP password records. */
export function apPasswordRepo(db: RegionDb) {
  const where = (search: string) => (search ? like(apPasswords.mac, `%${escapeLike(search)}%`) : undefined);
  return {
    page: (search: string, limit: number, offset: number) =>
      db.select(columns).from(apPasswords).where(where(search)).orderBy(desc(apPasswords.id)).limit(limit).offset(offset),

    async count(search: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(apPasswords).where(where(search));
      return row?.n ?? 0;
    },

    /** The records of these MACs (normalized), for the console's "where does it live". */
    byMacs: (macs: string[]) => db.select(columns).from(apPasswords).where(inArray(apPasswords.mac, macs)),

    async byId(id: number) {
      const [row] = await db.select(columns).from(apPasswords).where(eq(apPasswords.id, id));
      return row ?? null;
    },

    /** Inserts a record; null when the MAC already has one. */
    async insert(mac: string, f: ApPasswordFields) {
      const [row] = await db.insert(apPasswords).values({ mac, ...f }).onConflictDoNothing({ target: apPasswords.mac })
        .returning(columns);
      return row ?? null;
    },

    async update(id: number, f: ApPasswordFields) {
      const [row] = await db.update(apPasswords).set(f).where(eq(apPasswords.id, id)).returning(columns);
      return row ?? null;
    },

    /** Inserts or replaces the records of an import batch in one statement. */
    async upsertMany(rows: readonly ({ mac: string } & ApPasswordFields)[]) {
      if (rows.length === 0) return;
      await db.insert(apPasswords).values([...rows]).onConflictDoUpdate({
        target: apPasswords.mac,
        set: {
          ssidPassword: sql`excluded.ssid_password`, model: sql`excluded.model`,
          comment: sql`excluded.comment`, lockType: sql`excluded.lock_type`,
        },
      });
    },

    /** Deletes the record of a MAC; the record as it was, or null when there was none. */
    async deleteByMac(mac: string) {
      const [row] = await db.delete(apPasswords).where(eq(apPasswords.mac, mac)).returning(columns);
      return row ?? null;
    },

    /** AP models present in this region (devices and existing records). */
    async models(): Promise<string[]> {
      const rows = await db.selectDistinct({ model: devices.model }).from(devices).where(eq(devices.kind, 'AP'))
        .union(db.selectDistinct({ model: apPasswords.model }).from(apPasswords));
      return rows.map((r) => r.model).sort();
    },
  };
}
