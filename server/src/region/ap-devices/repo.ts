import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';
import type { SearchPlan } from '../search/search-plan.ts';
import { matchCountOf } from '../search/page-total.ts';
import { sampleColumn } from '../search/sample-column.ts';

/**
 * APs whose MAC (stored upper-case without separators) contains `text`. A whole MAC (12 digits) can
 * only match itself, which the unique index answers at once; a fragment is narrowed by the MAC's
 * 4-digit windows (mac_grams index) and then compared whole.
 */
function macMatches(text: string, plan: SearchPlan): SQL {
  if (text.length === 12) return and(isAp, eq(devices.mac, text)) as SQL;
  const contains = sql`strpos(${devices.mac}, ${text}) > 0`;
  if (plan.kind === 'scan') return and(isAp, contains) as SQL;
  return and(isAp, sql`mac_grams(${devices.mac}) @> ${sql`ARRAY[${sql.join(plan.grams.map((g) => sql`${g}`), sql`, `)}]::text[]`}`, contains) as SQL;
}
const isAp = eq(devices.kind, 'AP');

/** As for enterprises (enterprises/repo.ts newestFirst): a scan walks the key, an index plan sorts its few rows. */
const newestFirst = (plan: SearchPlan) => (plan.kind === 'scan' ? desc(devices.id) : sql`${devices.id} + 0 desc`);

const searchColumns = {
  id: devices.id, mac: devices.mac, apType: devices.model, versionFirmware: devices.versionFirmware,
  versionBoot: devices.versionBoot, enterprise: enterprises.enterpriseName, enterpriseMainAccount: enterprises.account,
  enterpriseEmail: enterprises.email, network: networks.name,
};

export function apDeviceRepo(db: RegionDb) {
  /** Matching devices with their enterprise and network; the counted form adds the number of all matches (index plans, page-total.ts). */
  const searchQuery = (where: SQL | undefined) => db.select(searchColumns).from(devices)
    .leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
    .leftJoin(networks, eq(networks.id, devices.networkId))
    .where(where);
  const countedSearchQuery = (where: SQL | undefined, plan: SearchPlan) => db.select({ ...searchColumns, matchCount: matchCountOf(plan) })
    .from(devices)
    .leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
    .leftJoin(networks, eq(networks.id, devices.networkId))
    .where(where);

  return {
    /** The MACs the search planner samples (APs only), and how many APs there are. */
    sampleMacs: (size: number) => sampleColumn(db, 'devices', 'mac', size, sql`kind = 'AP'`),

    /** A page of APs whose MAC contains `text`, newest first, with their enterprise and network and the count of all matches. */
    search: (text: string, plan: SearchPlan, limit: number, offset: number) =>
      countedSearchQuery(macMatches(text, plan), plan).orderBy(newestFirst(plan)).limit(limit).offset(offset),

    async countMatches(text: string, plan: SearchPlan): Promise<number> {
      const [row] = await db.select({ n: count() }).from(devices).where(macMatches(text, plan));
      return row?.n ?? 0;
    },

    /** Keyset batches for the streamed export. */
    searchBefore: (text: string, plan: SearchPlan, beforeId: number | null, limit: number) =>
      searchQuery(and(macMatches(text, plan), beforeId === null ? undefined : lt(devices.id, beforeId)))
        .orderBy(newestFirst(plan)).limit(limit),

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
