import { and, count, desc, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';
import { matchCountOf } from '../shared/search/page-total.ts';
import { sampleColumn } from '../shared/search/sample-column.ts';
import { planShape, type SearchPlan } from '../shared/search/search-plan.ts';

type Value = string | Placeholder;

/** How a MAC search is answered: a whole MAC, a scan, or the index with n windows (alone when the text is its one window). */
const shapeOf = (text: string, plan: SearchPlan) => (text.length === 12 ? 'whole' : planShape(plan));
const gramsOf = (text: string, plan: SearchPlan) => (text.length !== 12 && plan.kind === 'index' ? plan.grams : []);
const isAp = eq(devices.kind, 'AP');

/**
 * APs whose MAC (stored upper-case without separators) contains `text`. A whole MAC (12 digits) can
 * only match itself, which the unique index answers at once; a fragment is narrowed by the MAC's
 * 4-digit windows (mac_grams index, `grams`) and then compared whole, unless it is one window itself
 * (`_exact` shapes), which the index answers alone.
 */
function macMatchesWith(shape: string, text: Value, grams: readonly Value[]): SQL {
  if (shape === 'whole') return and(isAp, eq(devices.mac, text)) as SQL;
  const contains = sql`strpos(${devices.mac}, ${text}) > 0`;
  if (grams.length === 0) return and(isAp, contains) as SQL;
  const narrowed = sql`mac_grams(${devices.mac}) @> ARRAY[${sql.join(grams.map((g) => sql`${g}`), sql`, `)}]::text[]`;
  return and(isAp, narrowed, ...(shape.endsWith('_exact') ? [] : [contains])) as SQL;
}
const macMatches = (text: string, plan: SearchPlan) => macMatchesWith(shapeOf(text, plan), text, gramsOf(text, plan));

/** As for enterprises (enterprises/search-repo.ts newestFirst): a scan walks the key, an index plan sorts its few rows. */
const newestFirst = (plan: SearchPlan) => (plan.kind === 'scan' ? desc(devices.id) : sql`${devices.id} + 0 desc`);

const searchColumns = {
  id: devices.id, mac: devices.mac, online: devices.online, apType: devices.model, versionFirmware: devices.versionFirmware,
  versionBoot: devices.versionBoot, enterprise: enterprises.enterpriseName, enterpriseMainAccount: enterprises.account,
  enterpriseEmail: enterprises.email, network: networks.name,
};
export type ApSearchRecord = Awaited<ReturnType<ReturnType<typeof apSearchRepo>['searchBefore']>>[number];

/**
 * SQL of the AP device search and its export. Built once per service on the region's database, like the
 * enterprise search's (enterprises/search-repo.ts): its prepared statements live as long as the service.
 */
export function apSearchRepo(db: RegionDb) {
  /** Matching devices with their enterprise and network. */
  const searchQuery = (where: SQL | undefined) => db.select(searchColumns).from(devices)
    .leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
    .leftJoin(networks, eq(networks.id, devices.networkId))
    .where(where);
  /**
   * The search page of one shape, built and prepared once: the page of matching devices (with the
   * number of all matches, for index plans) first, then its few rows joined with their enterprise and network.
   */
  const preparePage = (text: string, plan: SearchPlan) => {
    const shape = shapeOf(text, plan);
    const grams = gramsOf(text, plan).map((_, i) => sql.placeholder(`g${i}`));
    const page = db.select({
      id: devices.id, mac: devices.mac, online: devices.online, apType: devices.model, versionFirmware: devices.versionFirmware,
      versionBoot: devices.versionBoot, enterpriseId: devices.enterpriseId, networkId: devices.networkId,
      matchCount: matchCountOf(shape === 'scan' ? 'scan' : 'index').as('match_count'),
    }).from(devices)
      .where(macMatchesWith(shape, sql.placeholder('text'), grams))
      .orderBy(newestFirst(plan)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page');
    return db.select({
      id: page.id, mac: page.mac, online: page.online, apType: page.apType, versionFirmware: page.versionFirmware, versionBoot: page.versionBoot,
      enterprise: enterprises.enterpriseName, enterpriseMainAccount: enterprises.account, enterpriseEmail: enterprises.email,
      network: networks.name, matchCount: page.matchCount,
    }).from(page)
      .leftJoin(enterprises, eq(enterprises.id, page.enterpriseId))
      .leftJoin(networks, eq(networks.id, page.networkId))
      .orderBy(desc(page.id)).prepare(`ap_search_${shape}`);
  };
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  return {
    /** The MACs the search planner samples (APs only), and how many APs there are. */
    sampleMacs: (size: number) => sampleColumn(db, 'devices', 'mac', size, sql`kind = 'AP'`),

    /** A page of APs whose MAC contains `text`, newest first, with their enterprise and network and the count of all matches. */
    search(text: string, plan: SearchPlan, limit: number, offset: number) {
      const shape = shapeOf(text, plan);
      const page = pages.get(shape) ?? preparePage(text, plan);
      pages.set(shape, page);
      return page.execute({ text, limit, offset, ...Object.fromEntries(gramsOf(text, plan).map((g, i) => [`g${i}`, g])) });
    },

    async countMatches(text: string, plan: SearchPlan): Promise<number> {
      const [row] = await db.select({ n: count() }).from(devices).where(macMatches(text, plan));
      return row?.n ?? 0;
    },

    /** Keyset batches for the streamed export. */
    searchBefore: (text: string, plan: SearchPlan, beforeId: number | null, limit: number) =>
      searchQuery(and(macMatches(text, plan), beforeId === null ? undefined : lt(devices.id, beforeId)))
        .orderBy(newestFirst(plan)).limit(limit),
  };
}
