import { and, count, desc, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LIMITS, type apDevices } from '@gwn/contract';
import { plannerRows, rowsUpTo } from '../../core/list-total-repo.ts';
import { mappedInOnePass } from '../../core/row-mapping-repo.ts';
import { withKeptPlans, type RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';
import { matchCountOf } from '../shared/search/page-total.ts';
import { sampleColumn } from '../shared/search/sample-column.ts';
import { planShape, type SearchPlan } from '../shared/search/search-plan.ts';
import { isAp } from './repo.ts';

type Value = string | Placeholder;

/**
 * How a MAC search is answered: every AP (no text: a state's list), a whole MAC, a scan, or the index with n
 * windows (alone when the text is its one window).
 */
const shapeOf = (text: string, plan: SearchPlan) => (text === '' ? 'all' : text.length === 12 ? 'whole' : planShape(plan));
const gramsOf = (text: string, plan: SearchPlan) => (text.length !== 12 && plan.kind === 'index' ? plan.grams : []);

/**
 * APs whose MAC (stored upper-case without separators) contains `text`. A whole MAC (12 digits) can
 * only match itself, which the unique index answers at once; a fragment is narrowed by the MAC's
 * 4-digit windows (mac_grams index, `grams`) and then compared whole, unless it is one window itself
 * (`_exact` shapes), which the index answers alone.
 */
function macMatchesWith(shape: string, text: Value, grams: readonly Value[]): SQL {
  if (shape === 'all') return isAp;
  if (shape === 'whole') return and(isAp, eq(devices.mac, text)) as SQL;
  const contains = sql`strpos(${devices.mac}, ${text}) > 0`;
  if (grams.length === 0) return and(isAp, contains) as SQL;
  const narrowed = sql`mac_grams(${devices.mac}) @> ARRAY[${sql.join(grams.map((g) => sql`${g}`), sql`, `)}]::text[]`;
  return and(isAp, narrowed, ...(shape.endsWith('_exact') ? [] : [contains])) as SQL;
}
const macMatches = (text: string, plan: SearchPlan) => macMatchesWith(shapeOf(text, plan), text, gramsOf(text, plan));

/**
 * The dashboard's APs ring, slice by slice (contract AP_STATES; dashboard/repo.ts apCounts counts the same):
 * online or offline APs of a live enterprise, and online APs of none. The enterprise is looked up by its key
 * for each AP the page walks past, so a page still stops after its rows.
 */
const ofLiveEnterprise = sql`exists (select 1 from enterprises e where e.id = ${devices.enterpriseId} and e.is_delete = 0)`;
const STATE_CONDITIONS: Record<apDevices.ApState, SQL> = {
  online: sql`${devices.online} and ${ofLiveEnterprise}`,
  offline: sql`not ${devices.online} and ${ofLiveEnterprise}`,
  free: sql`${devices.online} and ${devices.enterpriseId} is null`,
};
const inState = (state: apDevices.ApState | undefined) => (state ? STATE_CONDITIONS[state] : undefined);

/**
 * The first pages of a state's list at the console's page sizes (the dashboard's ring opens the first) are written out whole:
 * with the state, the page size and the offset in its text a statement has no value left for its plan to depend on, so it
 * keeps one (db/connect.ts withKeptPlans); planned per call, planning was two thirds of PostgreSQL's work on such a page.
 * Each written page is a statement of its own on every connection, so only these few are: other pages are planned per call.
 */
const WRITTEN_STATE_PAGES = 3;
interface Paging { limit: number; offset: number }
const isWrittenPage = ({ limit, offset }: Paging) =>
  (LIMITS.pageSizes as readonly number[]).includes(limit) && offset % limit === 0 && offset < WRITTEN_STATE_PAGES * limit;
/** A number written into the statement's text (Drizzle's limit and offset take only a value to send or a placeholder). */
const writtenNumber = (n: number) => sql.raw(String(n)) as unknown as Placeholder;

/**
 * The pages whose plan is kept (db/connect.ts withKeptPlans), measured on every value by bench/kept-plans.ts: those whose best
 * plan is the same whatever the values. A whole MAC is one key of the unique index; a fragment's candidates come from its
 * windows' index, few whatever the windows; a scan walks the key newest first until its page is full; a written page has
 * no values. In a state, how many of a fragment's candidates are in it decides the plan (a kept one read every live
 * enterprise, up to 200 times longer), so a search in a state is planned per call (a scan in a state measured within the
 * limit, and follows the same rule).
 */
const isKept = (shape: string, state: apDevices.ApState | undefined, written: Paging | null) =>
  written !== null || shape === 'whole' || state === undefined;

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
   * `written` is the paging of a state's first pages, written into the statement (isWrittenPage); null sends it as values.
   */
  const preparePage = (key: string, text: string, plan: SearchPlan, state: apDevices.ApState | undefined, written: Paging | null) => {
    const shape = shapeOf(text, plan);
    const grams = gramsOf(text, plan).map((_, i) => sql.placeholder(`g${i}`));
    const page = db.select({
      id: devices.id, mac: devices.mac, online: devices.online, apType: devices.model, versionFirmware: devices.versionFirmware,
      versionBoot: devices.versionBoot, enterpriseId: devices.enterpriseId, networkId: devices.networkId,
      // A scan (or every AP) stops after its page, so it cannot count all its matches on the way.
      matchCount: matchCountOf(shape === 'scan' || shape === 'all' ? 'scan' : 'index').as('match_count'),
    }).from(devices)
      .where(and(macMatchesWith(shape, sql.placeholder('text'), grams), inState(state)))
      .orderBy(newestFirst(plan))
      .limit(written ? writtenNumber(written.limit) : sql.placeholder('limit'))
      .offset(written ? writtenNumber(written.offset) : sql.placeholder('offset')).as('page');
    // The page's enterprise and network, each read by its key for each of the page's rows: a lateral lookup, kept apart from
    // the query by its OFFSET 0, so it reads the page's rows only. A kept plan, made without the page size, guesses a tenth of
    // the matches on the page and read the whole of both tables to hash them (1 s for a 3-digit fragment's page of 20).
    const owner = db.select({ name: enterprises.enterpriseName, account: enterprises.account, email: enterprises.email })
      .from(enterprises).where(eq(enterprises.id, page.enterpriseId)).offset(writtenNumber(0)).as('owner');
    const network = db.select({ name: networks.name }).from(networks).where(eq(networks.id, page.networkId))
      .offset(writtenNumber(0)).as('network');
    const on = isKept(shape, state, written) ? withKeptPlans(db) : db;
    // Rows mapped by our own pass (core/row-mapping-repo.ts), as the enterprise search's.
    return mappedInOnePass(on.select({
      id: page.id, mac: page.mac, online: page.online, apType: page.apType, versionFirmware: page.versionFirmware, versionBoot: page.versionBoot,
      enterprise: owner.name, enterpriseMainAccount: owner.account, enterpriseEmail: owner.email,
      network: network.name, matchCount: page.matchCount,
    }).from(page)
      .leftJoinLateral(owner, sql`true`)
      .leftJoinLateral(network, sql`true`)
      .orderBy(desc(page.id)).prepare(`ap_search_${key}`));
  };
  const pages = new Map<string, ReturnType<typeof preparePage>>();

  return {
    /** The MACs the search planner samples (APs only), and how many APs there are. */
    sampleMacs: (size: number) => sampleColumn(db, 'devices', 'mac', size, sql`kind = 'AP'`),

    /**
     * A page of APs whose MAC contains `text` (an empty text: every AP, as a scan), in a state of the ring or
     * any, newest first, with their enterprise and network and, for index plans, the count of all matches.
     */
    search(text: string, plan: SearchPlan, limit: number, offset: number, state?: apDevices.ApState) {
      const written = text === '' && state && isWrittenPage({ limit, offset }) ? { limit, offset } : null;
      const key = `${shapeOf(text, plan)}${state ? `_${state}` : ''}${written ? `_${limit}_${offset}` : ''}`;
      const page = pages.get(key) ?? preparePage(key, text, plan, state, written);
      pages.set(key, page);
      return page.execute({ text, limit, offset, ...Object.fromEntries(gramsOf(text, plan).map((g, i) => [`g${i}`, g])) });
    },

    async countMatches(text: string, plan: SearchPlan, state?: apDevices.ApState): Promise<number> {
      const [row] = await db.select({ n: count() }).from(devices).where(and(macMatches(text, plan), inState(state)));
      return row?.n ?? 0;
    },

    /** The APs in a state, counted up to `cap` + 1 of them. */
    countInStateUpTo: (state: apDevices.ApState, cap: number) =>
      rowsUpTo(db, db.select({ one: sql`1` }).from(devices).where(and(isAp, inState(state))).$dynamic(), cap),

    /** The planner's estimate of the APs in a state. */
    estimateInState: (state: apDevices.ApState) => plannerRows(db, db.select({ id: devices.id }).from(devices).where(and(isAp, inState(state)))),

    /** Keyset batches for the streamed export. */
    searchBefore: (text: string, plan: SearchPlan, beforeId: number | null, limit: number) =>
      searchQuery(and(macMatches(text, plan), beforeId === null ? undefined : lt(devices.id, beforeId)))
        .orderBy(newestFirst(plan)).limit(limit),
  };
}
