import { and, asc, count, desc, eq, inArray, lt, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { enterprises as contract } from '@gwn/contract';
import { mappedInOnePass } from '../../core/row-mapping-repo.ts';
import { withKeptPlans, type RegionDb } from '../../db/connect.ts';
import { devices, enterpriseDigitGrams, enterprises } from '../../db/region-schema.ts';
import { DIGIT_GRAMS } from '../shared/search/ngrams.ts';
import { matchCountOf } from '../shared/search/page-total.ts';
import { sampleColumn } from '../shared/search/sample-column.ts';
import { planShape, type SearchPlan } from '../shared/search/search-plan.ts';

type Value = string | Placeholder;
type Filter = contract.EnterpriseFilter;
/** An operator's sort of the list (contract ENTERPRISE_SORTS); null is the default, newest first. */
export interface EnterpriseOrder { field: contract.EnterpriseSort; direction: 'asc' | 'desc' }

/**
 * Rows whose search text contains `text` (lower-cased). An index plan first narrows them through its
 * n-gram index (region/shared/search/ngrams.ts), with one value per gram (`gramValuesOf`): trigrams as
 * '%gram%' patterns, each one trigram of enterprises_search_trgm_idx; 4-digit windows as keys of
 * enterprise_digit_grams. Each row is then checked against the whole text, unless the plan is exact
 * (the text is its only gram, so the index's answer is the match).
 */
function matchesWith(text: Value, plan: SearchPlan, grams: readonly Value[]): SQL {
  const contains = sql`strpos(${enterprises.searchText}, ${text}) > 0`;
  if (plan.kind === 'scan' || grams.length === 0) return contains;
  const narrowed = plan.index === DIGIT_GRAMS.name
    ? grams.map((g) => sql`${enterprises.id} in (select w.enterprise_id from enterprise_digit_grams w where w.gram = ${g})`)
    : grams.map((p) => sql`${enterprises.searchText} like ${p}`);
  return and(...narrowed, ...(plan.exact ? [] : [contains])) as SQL;
}
const gramValuesOf = (plan: SearchPlan) =>
  (plan.kind === 'scan' ? [] : plan.index === DIGIT_GRAMS.name ? [...plan.grams] : plan.grams.map((g) => `%${g}%`));
const matches = (text: string, plan: SearchPlan) => matchesWith(text, plan, gramValuesOf(plan));
/** A text that is one 4-digit window: its page and count come from enterprise_digit_grams alone (keyedPage). */
const isKeyed = (plan: SearchPlan) => plan.kind === 'index' && plan.index === DIGIT_GRAMS.name && plan.exact;

/** The list filter's fields and the columns they narrow (contract enterpriseFilter). */
const FILTER_COLUMNS = { state: enterprises.state, googleAuth: enterprises.googleAuth, outdoor: enterprises.outdoor } as const;
type FilterKey = keyof typeof FILTER_COLUMNS;
const FILTER_KEYS = Object.keys(FILTER_COLUMNS) as FilterKey[]; // the keys of the object just above

/** True when the filter narrows anything (absent fields do not). */
export const isFiltered = (filter: Filter) => FILTER_KEYS.some((key) => filter[key] !== undefined);
/**
 * The filter in a prepared statement: one placeholder per field, null for "any", so one statement per
 * plan shape serves every combination of fields.
 */
const filterPlaceholders = () => and(...FILTER_KEYS.map((key) => {
  const value = sql.placeholder(key);
  return sql`(${value}::int is null or ${FILTER_COLUMNS[key]} = ${value}::int)`;
})) as SQL;
const filterValues = (filter: Filter) => Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key] ?? null]));
/** The filter as plain conditions (the count is built per call, so the planner sees the values). */
const filterConditions = (filter: Filter) =>
  FILTER_KEYS.flatMap((key) => (filter[key] === undefined ? [] : [eq(FILTER_COLUMNS[key], filter[key])]));

/**
 * Newest first. A scan walks the primary key backwards; for an index plan `id + 0` keeps the planner
 * off the key, so it collects the few candidates from the n-gram index and sorts them.
 */
const newestFirst = (plan: SearchPlan) => (plan.kind === 'scan' ? desc(enterprises.id) : sql`${enterprises.id} + 0 desc`);

/**
 * The column of each sort field; the sort walks an index of (column, id) (enterprises_created_idx,
 * enterprises_state_idx, enterprises_ap_count_idx).
 */
const SORT_COLUMNS = { createTime: enterprises.createdAt, state: enterprises.state, apCount: enterprises.apCount } as const;
/** The page's column of each sort field (the outer query of the page statement). */
const PAGE_SORT_KEYS = { createTime: 'createdAt', state: 'state', apCount: 'apCount' } as const;
/**
 * An operator's order, the id breaking ties in the same direction so pages never overlap. As with
 * newestFirst, a scan walks the (column, id) index and finds its page after a few rows, while an index
 * plan sorts its few candidates: the column inside an expression keeps the planner off that index.
 */
function sortedBy(plan: SearchPlan, { field, direction }: EnterpriseOrder): SQL[] {
  const column = SORT_COLUMNS[field];
  const dir = sql.raw(direction);
  if (plan.kind === 'scan') return [sql`${column} ${dir}`, sql`${enterprises.id} ${dir}`];
  const unindexed = field === 'createTime' ? sql`${column} + interval '0 s'` : sql`${column} + 0`;
  return [sql`${unindexed} ${dir}`, sql`${enterprises.id} + 0 ${dir}`];
}
/** The same order over the page's own columns (the outer query of the page statement). */
const pageOrder = (page: Record<'id' | (typeof PAGE_SORT_KEYS)[keyof typeof PAGE_SORT_KEYS], AnyColumn>, order: EnterpriseOrder | null) => {
  if (!order) return [desc(page.id)];
  const by = order.direction === 'asc' ? asc : desc;
  return [by(page[PAGE_SORT_KEYS[order.field]]), by(page.id)];
};
const orderShape = (order: EnterpriseOrder | null) => (order ? `_${order.field}_${order.direction}` : '');

const listColumns = {
  id: enterprises.id, enterpriseId: enterprises.enterpriseId, centerEnterpriseId: enterprises.centerEnterpriseId,
  enterpriseName: enterprises.enterpriseName, username: enterprises.username, account: enterprises.account,
  phone: enterprises.phone, email: enterprises.email, address: enterprises.address, country: enterprises.country,
  googleAuth: enterprises.googleAuth, clientType: enterprises.clientType, state: enterprises.state,
  activate: enterprises.activate, isDelete: enterprises.isDelete, portal: enterprises.portal, outdoor: enterprises.outdoor,
  payment: enterprises.payment, isOpenCache: enterprises.isOpenCache, isShowTopWebsites: enterprises.isShowTopWebsites,
  isShowHardwareReset: enterprises.isShowHardwareReset, isShowIspConfig: enterprises.isShowIspConfig,
  highPrecisionUsageControl: enterprises.highPrecisionUsageControl, createdAt: enterprises.createdAt,
  apCount: enterprises.apCount,
};
export type EnterpriseRecord = Awaited<ReturnType<ReturnType<typeof enterpriseSearchRepo>['searchBefore']>>[number];

/**
 * SQL of the enterprise search and its export. Built once per service on the region's database: the
 * prepared statements live as long as the service, and searches and exports never run in a call's
 * transaction (the list changes nothing; the export streams after its call has ended).
 */
export function enterpriseSearchRepo(db: RegionDb) {
  /**
   * The search page of one plan shape (scan, or an index with n grams; filtered or not), built and prepared
   * once: building the statement cost the service more CPU than PostgreSQL spent answering it. An unfiltered
   * search keeps the statements the benchmarks measured; a filtered one adds the filter's conditions.
   */
  const preparePage = (plan: SearchPlan, filtered: boolean, order: EnterpriseOrder | null, name: string) => {
    // The keyed page pages the window's ids newest first before reading any enterprise, so it can apply
    // neither a filter nor another order.
    const page = isKeyed(plan) && !filtered && !order ? keyedPage() : matchedPage(plan, filtered, order);
    // Online APs are counted per row of the page only (the outer query runs on the page's few rows), from the
    // covering index; the total is the row's own ap_count. Written out with table names: inside a selected
    // field Drizzle leaves columns unqualified.
    const apOnline = sql<number>`(select count(*) from devices d
      where d.enterprise_id = "page"."id" and d.kind = 'AP' and d.online)`.mapWith(Number);
    // An index plan reads the rarest grams' candidates whatever the text, and a scan newest first walks the key until its
    // page is full, so their plans are kept. A scan in another order gained nothing kept (the same median, its worst value
    // 1.3-1.4x: bench/kept-plans.ts) and the filter's values change which rows fill a page, so those are planned with each
    // call's values (db/connect.ts withKeptPlans).
    const on = plan.kind === 'index' || (!filtered && !order) ? withKeptPlans(db) : db;
    // Its rows are mapped by our own pass (core/row-mapping-repo.ts): Drizzle's checks each field of the subquery per row.
    return mappedInOnePass(on.select({ ...page._.selectedFields, apOnline })
      .from(page).orderBy(...pageOrder(page, order)).prepare(name));
  };
  /** The page's enterprises among all matches, newest first or in the operator's order (with the count of all matches, for index plans). */
  const matchedPage = (plan: SearchPlan, filtered: boolean, order: EnterpriseOrder | null) => {
    const grams = gramValuesOf(plan).map((_, i) => sql.placeholder(`g${i}`));
    const matching = matchesWith(sql.placeholder('text'), plan, grams);
    return db.select({ ...listColumns, matchCount: matchCountOf(plan.kind).as('match_count') }).from(enterprises)
      .where(filtered ? and(matching, filterPlaceholders()) : matching).orderBy(...(order ? sortedBy(plan, order) : [newestFirst(plan)]))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('page');
  };
  /**
   * The same for one 4-digit window: the page's ids and the count of all matches are read from the
   * (window, enterprise) key of enterprise_digit_grams, newest first, and only the page's enterprises are read.
   */
  const keyedPage = () => {
    const window = sql.placeholder('g0');
    const hits = db.select({ id: enterpriseDigitGrams.enterpriseId }).from(enterpriseDigitGrams)
      .where(eq(enterpriseDigitGrams.gram, window)).orderBy(desc(enterpriseDigitGrams.enterpriseId))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).as('hits');
    const matchCount = sql<number>`(select count(*) from enterprise_digit_grams w where w.gram = ${window})`.mapWith(Number);
    return db.select({ ...listColumns, matchCount: matchCount.as('match_count') }).from(hits)
      .innerJoin(enterprises, eq(enterprises.id, hits.id)).as('page');
  };
  const pages = new Map<string, ReturnType<typeof preparePage>>();
  const pageStatement = (plan: SearchPlan, filtered: boolean, order: EnterpriseOrder | null) => {
    const shape = `${planShape(plan)}${filtered ? '_filtered' : ''}${orderShape(order)}`;
    const made = pages.get(shape) ?? preparePage(plan, filtered, order, `enterprise_search_${shape}`);
    pages.set(shape, made);
    return made;
  };

  return {
    /** The texts the search planner samples: about `size` random rows' search text, and the table's size. */
    sampleSearchTexts: (size: number) => sampleColumn(db, 'enterprises', 'search_text', size),

    /**
     * A page of matches passing the filter, newest first or in the given order, each with its online and
     * total APs; for index plans each row also carries the number of all such matches (`matchCount`). One
     * prepared statement: under load every round trip counts.
     */
    search(text: string, plan: SearchPlan, filter: Filter, limit: number, offset: number, order: EnterpriseOrder | null = null) {
      const grams = Object.fromEntries(gramValuesOf(plan).map((g, i) => [`g${i}`, g]));
      const filtered = isFiltered(filter);
      return pageStatement(plan, filtered, order).execute({ text, limit, offset, ...grams, ...(filtered ? filterValues(filter) : {}) });
    },

    async countMatches(text: string, plan: SearchPlan, filter: Filter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(enterprises).where(and(matches(text, plan), ...filterConditions(filter)));
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
  };
}
export type EnterpriseSearchRepo = ReturnType<typeof enterpriseSearchRepo>;
