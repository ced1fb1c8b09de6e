import { and, count, desc, eq, like, lt, sql, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';
import { escapeLike } from '../enterprises/repo.ts';

/**
 * MACs are stored upper-case without separators; the trigram index on mac serves the substring match.
 * A whole MAC (12 hex digits) can only match itself: the unique index answers that in well under a
 * millisecond, where the trigram index (hex has few distinct trigrams) took ~0.4 s at 10 M devices.
 */
const macContains = (search: string): SQL =>
  (search.length === 12 ? eq(devices.mac, search) : like(devices.mac, `%${escapeLike(search)}%`));
const isAp = eq(devices.kind, 'AP');

/** As for enterprises (enterprises/repo.ts newestFirst): sparse matches come from the trigram index, dense ones by key. */
const newestFirst = (dense: boolean) => (dense ? desc(devices.id) : sql`${devices.id} + 0 desc`);

const searchColumns = {
  id: devices.id, mac: devices.mac, apType: devices.model, versionFirmware: devices.versionFirmware,
  versionBoot: devices.versionBoot, enterprise: enterprises.enterpriseName, enterpriseMainAccount: enterprises.account,
  enterpriseEmail: enterprises.email, network: networks.name,
};

export function apDeviceRepo(db: RegionDb) {
  const searchQuery = (where: SQL | undefined) => db.select(searchColumns).from(devices)
    .leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
    .leftJoin(networks, eq(networks.id, devices.networkId))
    .where(where);

  return {
    /** A page of APs whose MAC contains the search, newest first, with their enterprise and network. */
    search: (search: string, dense: boolean, limit: number, offset: number) =>
      searchQuery(and(isAp, macContains(search))).orderBy(newestFirst(dense)).limit(limit).offset(offset),

    async countMatches(search: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(devices).where(and(isAp, macContains(search)));
      return row?.n ?? 0;
    },

    /** Keyset batches for the streamed export. */
    searchBefore: (search: string, dense: boolean, beforeId: number | null, limit: number) =>
      searchQuery(and(isAp, macContains(search), beforeId === null ? undefined : lt(devices.id, beforeId)))
        .orderBy(newestFirst(dense)).limit(limit),

    async deleteAp(mac: string): Promise<boolean> {
      const rows = await db.delete(devices).where(and(isAp, eq(devices.mac, mac))).returning({ id: devices.id });
      return rows.length > 0;
    },

    async findEnterprise(enterpriseId: string) {
      const [row] = await db.select({ id: enterprises.id, email: enterprises.email })
        .from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
      return row ?? null;
    },

    /** AP totals and the network count of one enterprise. */
    async enterpriseSummary(id: number) {
      const [aps] = await db.select({
        apCount: count(), onlineAP: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
      }).from(devices).where(and(isAp, eq(devices.enterpriseId, id)));
      const [nets] = await db.select({ n: count() }).from(networks).where(eq(networks.enterpriseId, id));
      return { apCount: aps?.apCount ?? 0, onlineAP: aps?.onlineAP ?? 0, networkCount: nets?.n ?? 0 };
    },

    /** A page of one enterprise's APs, optionally narrowed by MAC, with the total of matches. */
    async enterpriseAps(id: number, search: string, limit: number, offset: number) {
      const where = and(isAp, eq(devices.enterpriseId, id), search ? macContains(search) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select({ mac: devices.mac, network: networks.name, apType: devices.model, online: devices.online })
          .from(devices).leftJoin(networks, eq(networks.id, devices.networkId))
          .where(where).orderBy(desc(devices.online), devices.mac).limit(limit).offset(offset),
        db.select({ n: count() }).from(devices).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
