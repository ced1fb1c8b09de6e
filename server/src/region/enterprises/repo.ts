import { and, count, desc, eq, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises } from '../../db/region-schema.ts';
import type { SearchPlan } from '../search/search-plan.ts';
import { matchCountOf } from '../search/page-total.ts';
import { sampleColumn } from '../search/sample-column.ts';

/** Escapes LIKE wildcards so the search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

type Value = string | Placeholder;

/** Rows whose search text contains `text` (lower-cased), narrowed first by '%gram%' patterns (index plans). */
function matchesWith(text: Value, patterns: readonly Value[]): SQL {
  const contains = sql`strpos(${enterprises.searchText}, ${text}) > 0`;
  // Each '%gram%' is one trigram of the index; together they narrow a million rows to a handful.
  return and(...patterns.map((p) => sql`${enterprises.searchText} like ${p}`), contains) ?? contains;
}
const patternsOf = (plan: SearchPlan) => (plan.kind === 'scan' ? [] : plan.grams.map((g) => `%${g}%`));
const matches = (text: string, plan: SearchPlan) => matchesWith(text, patternsOf(plan));

/**
 * Newest first. A scan walks the primary key backwards; for an index plan `id + 0` keeps the planner
 * off the key, so it collects the few candidates from the trigram index and sorts them.
 */
const newestFirst = (plan: SearchPlan) => (plan.kind === 'scan' ? desc(enterprises.id) : sql`${enterprises.id} + 0 desc`);

const listColumns = {
  id: enterprises.id, enterpriseId: enterprises.enterpriseId, centerEnterpriseId: enterprises.centerEnterpriseId,
  enterpriseName: enterprises.enterpriseName, username: enterprises.username, account: enterprises.account,
  phone: enterprises.phone, email: enterprises.email, address: enterprises.address, country: enterprises.country,
  googleAuth: enterprises.googleAuth, clientType: enterprises.clientType, state: enterprises.state,
  activate: enterprises.activate, isDelete: enterprises.isDelete, portal: enterprises.portal, outdoor: enterprises.outdoor,
  payment: enterprises.payment, isOpenCache: enterprises.isOpenCache, isShowTopWebsites: enterprises.isShowTopWebsites,
  isShowHardwareReset: enterprises.isShowHardwareReset, isShowIspConfig: enterprises.isShowIspConfig,
  highPrecisionUsageControl: enterprises.highPrecisionUsageControl, createdAt: enterprises.createdAt,
};
export type EnterpriseRecord = Awaited<ReturnType<ReturnType<typeof enterpriseRepo>['searchBefore']>>[number];

/** The switch columns an operator may flip. */
export type SwitchColumn = 'outdoor' | 'payment' | 'portal' | 'isOpenCache' | 'isShowTopWebsites'
  | 'isShowHardwareReset' | 'isShowIspConfig' | 'highPrecisionUsageControl';

export function enterpriseRepo(db: RegionDb) {
  /**
   * The search page of one plan shape (scan, or index with n trigrams), built and prepared once: building
   * the statement cost the service more CPU than PostgreSQL spent answering it.
   */
  const preparePage = (plan: SearchPlan, name: string) => {
    const patterns = patternsOf(plan).map((_, i) => sql.placeholder(`p${i}`));
    const page = db.select({ ...listColumns, matchCount: matchCountOf(plan.kind).as('match_count') }).from(enterprises)
      .where(matchesWith(sql.placeholder('text'), patterns)).orderBy(newestFirst(plan))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page');
    // Counted per row of the page only (the outer query runs on the page's few rows), from the covering index.
    // Written out with table names: inside a selected field Drizzle leaves columns unqualified.
    const aps = (only: SQL) => sql<number>`(select count(*) from devices d
      where d.enterprise_id = "page"."id" and d.kind = 'AP' ${only})`.mapWith(Number);
    return db.select({ ...page._.selectedFields, apTotal: aps(sql``), apOnline: aps(sql`and d.online`) })
      .from(page).orderBy(desc(page.id)).prepare(name);
  };
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  const pageStatement = (plan: SearchPlan) => {
    const shape = plan.kind === 'scan' ? 'scan' : `index${plan.grams.length}`;
    const made = pages.get(shape) ?? preparePage(plan, `enterprise_search_${shape}`);
    pages.set(shape, made);
    return made;
  };

  return {
    /** The texts the search planner samples: about `size` random rows' search text, and the table's size. */
    sampleSearchTexts: (size: number) => sampleColumn(db, 'enterprises', 'search_text', size),

    /**
     * A page of matches, newest first, each with its online and total APs; for index plans each row
     * also carries the number of all matches (`matchCount`). One prepared statement: under load every round trip counts.
     */
    search(text: string, plan: SearchPlan, limit: number, offset: number) {
      const patterns = Object.fromEntries(patternsOf(plan).map((p, i) => [`p${i}`, p]));
      return pageStatement(plan).execute({ text, limit, offset, ...patterns });
    },

    async countMatches(text: string, plan: SearchPlan): Promise<number> {
      const [row] = await db.select({ n: count() }).from(enterprises).where(matches(text, plan));
      return row?.n ?? 0;
    },

    /** Up to `limit` matches with an id below `beforeId`, newest first: keyset pages for streaming exports. */
    searchBefore(text: string, plan: SearchPlan, beforeId: number | null, limit: number) {
      const where = beforeId === null ? matches(text, plan) : and(matches(text, plan), lt(enterprises.id, beforeId));
      return db.select(listColumns).from(enterprises).where(where).orderBy(newestFirst(plan)).limit(limit);
    },

    /** Online and total APs of each given enterprise. */
    async apTotals(ids: readonly number[]): Promise<Map<number, { online: number; total: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({
        enterpriseId: devices.enterpriseId,
        total: count(),
        online: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
      }).from(devices)
        .where(and(inArray(devices.enterpriseId, [...ids]), eq(devices.kind, 'AP')))
        .groupBy(devices.enterpriseId);
      return new Map(rows.map((r) => [Number(r.enterpriseId), { online: r.online, total: r.total }]));
    },

    async findByEnterpriseId(enterpriseId: string) {
      const [row] = await db.select({ id: enterprises.id, isOpenCache: enterprises.isOpenCache, email: enterprises.email })
        .from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
      return row ?? null;
    },

    async findByCenterId(centerEnterpriseId: string) {
      const [row] = await db.select({
        id: enterprises.id, googleAuth: enterprises.googleAuth, email: enterprises.email,
        username: enterprises.username, enterpriseName: enterprises.enterpriseName,
      }).from(enterprises).where(eq(enterprises.centerEnterpriseId, centerEnterpriseId)).orderBy(enterprises.id).limit(1);
      return row ?? null;
    },

    /** Sets one switch of one enterprise (by row id); false when there is no such enterprise. */
    async setSwitch(id: number, column: SwitchColumn, value: 0 | 1): Promise<boolean> {
      const rows = await db.update(enterprises).set({ [column]: value }).where(eq(enterprises.id, id))
        .returning({ id: enterprises.id });
      return rows.length > 0;
    },

    async turnMfaOff(id: number): Promise<{ email: string; enterpriseId: string } | null> {
      const [row] = await db.update(enterprises).set({ googleAuth: 0 }).where(eq(enterprises.id, id))
        .returning({ email: enterprises.email, enterpriseId: enterprises.enterpriseId });
      return row ?? null;
    },
  };
}
