import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';

const isAp = eq(devices.kind, 'AP');

/** SQL of one AP call (delete, one enterprise's APs); built from the call's database. */
export function apDeviceRepo(db: RegionDb) {
  return {
    /** An AP by MAC with what its deletion loses (model, versions, enterprise), locked for the call; null when unknown. */
    async lockAp(mac: string) {
      const [row] = await db.select({
        id: devices.id, mac: devices.mac, model: devices.model, versionFirmware: devices.versionFirmware,
        enterprise: enterprises.enterpriseName,
      }).from(devices).leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
        .where(and(isAp, eq(devices.mac, mac))).for('update', { of: devices });
      return row ?? null;
    },

    async deleteAp(id: number): Promise<void> {
      await db.delete(devices).where(eq(devices.id, id));
    },

    async findEnterprise(enterpriseId: string) {
      const [row] = await db.select({ id: enterprises.id, email: enterprises.email })
        .from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
      return row ?? null;
    },

    /** AP totals and the network count of one enterprise. */
    async enterpriseSummary(id: number) {
      // One statement (the network count as a subquery): every round trip counts under load.
      const [aps] = await db.select({
        apCount: count(), onlineAP: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
        networkCount: sql<number>`(select count(*) from ${networks} where ${networks.enterpriseId} = ${id})`.mapWith(Number),
      }).from(devices).where(and(isAp, eq(devices.enterpriseId, id)));
      return { apCount: aps?.apCount ?? 0, onlineAP: aps?.onlineAP ?? 0, networkCount: aps?.networkCount ?? 0 };
    },

    /** A page of one enterprise's APs, optionally narrowed by MAC, with the total of matches. */
    async enterpriseAps(id: number, search: string, limit: number, offset: number) {
      // One enterprise has few APs: its own index finds them, and each MAC is compared whole.
      const where = and(isAp, eq(devices.enterpriseId, id), search ? sql`strpos(${devices.mac}, ${search}) > 0` : undefined);
      const rows = await db.select({
        mac: devices.mac, network: networks.name, apType: devices.model, online: devices.online,
        matchCount: sql<number>`count(*) over ()`.mapWith(Number),
      }).from(devices).leftJoin(networks, eq(networks.id, devices.networkId))
        .where(where).orderBy(desc(devices.online), devices.mac).limit(limit).offset(offset);
      // The page carries the count; only a page past the end has to count on its own.
      const total = rows.length > 0 ? rows[0].matchCount
        : offset === 0 ? 0 : (await db.select({ n: count() }).from(devices).where(where))[0]?.n ?? 0;
      return { rows, total };
    },
  };
}
