import { and, count, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises } from '../../db/region-schema.ts';

/** Escapes LIKE wildcards so the search text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Case-insensitive substring match over the searched columns; each has a trigram index on lower(column). */
function matches(search: string): SQL {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const columns = [enterprises.enterpriseName, enterprises.username, enterprises.account, enterprises.email, enterprises.phone];
  return or(...columns.map((c) => sql`lower(${c}) like ${pattern}`)) ?? sql`false`;
}

/** Above this many matches a search counts as dense: walking the primary key finds a page at once. */
export const DENSE_MATCHES = 5000;

/**
 * Newest-first order. With few matches, `id + 0` keeps the planner off the primary key, so it
 * collects matches from the trigram indexes (BitmapOr) and sorts them: 30-200 ms at a million rows
 * instead of seconds spent walking the key and filtering. With many matches, walking the key is faster.
 */
const newestFirst = (dense: boolean) => (dense ? desc(enterprises.id) : sql`${enterprises.id} + 0 desc`);

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
export type EnterpriseRecord = Awaited<ReturnType<ReturnType<typeof enterpriseRepo>['search']>>[number];

/** The switch columns an operator may flip. */
export type SwitchColumn = 'outdoor' | 'payment' | 'portal' | 'isOpenCache' | 'isShowTopWebsites'
  | 'isShowHardwareReset' | 'isShowIspConfig' | 'highPrecisionUsageControl';

export function enterpriseRepo(db: RegionDb) {
  return {
    /** A page of matches, newest first; `dense` says whether most rows match (see newestFirst). */
    search(search: string, dense: boolean, limit: number, offset: number) {
      return db.select(listColumns).from(enterprises).where(matches(search))
        .orderBy(newestFirst(dense)).limit(limit).offset(offset);
    },

    async countMatches(search: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(enterprises).where(matches(search));
      return row?.n ?? 0;
    },

    /** Up to `limit` matches with an id below `beforeId`, newest first: keyset pages for streaming exports. */
    searchBefore(search: string, dense: boolean, beforeId: number | null, limit: number) {
      const where = beforeId === null ? matches(search) : and(matches(search), lt(enterprises.id, beforeId));
      return db.select(listColumns).from(enterprises).where(where).orderBy(newestFirst(dense)).limit(limit);
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
