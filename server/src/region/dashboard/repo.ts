import { and, desc, eq, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, managerVisits } from '../../db/region-schema.ts';

/** count(*) FILTER (...) as a JS number (PostgreSQL counts are bigint, which drivers return as text). */
const countWhere = (cond: ReturnType<typeof sql>) => sql`count(*) FILTER (WHERE ${cond})`.mapWith(Number);
/** A bigint sum as a JS number; 0 when there are no rows. */
const sumOf = (expr: ReturnType<typeof sql>) => sql`coalesce(sum(${expr}), 0)`.mapWith(Number);
const sumWhere = (expr: ReturnType<typeof sql>, cond: ReturnType<typeof sql>) =>
  sql`coalesce(sum(${expr}) FILTER (WHERE ${cond}), 0)`.mapWith(Number);
/** Devices join their enterprise only while it is live (isDelete 0). */
const liveEnterprise = and(eq(enterprises.id, devices.enterpriseId), eq(enterprises.isDelete, 0));

const isAp = sql`${devices.kind} = 'AP'`;
const isOutdoor = sql`${enterprises.outdoor} = 1`;
const isIndoor = sql`${enterprises.outdoor} <> 1`;

/** The dashboard's aggregates: one statement each, read through the indexes in db/region/enterprises.ts. */
export function dashboardRepo(db: RegionDb) {
  return {
    async enterpriseCounts() {
      const live = db.select({
        outdoor: enterprises.outdoor,
        // Written out with aliases: drizzle leaves columns unqualified in a single-table select,
        // which would bind "id" to the inner devices row.
        hasAp: sql<boolean>`EXISTS (SELECT 1 FROM devices d WHERE d.enterprise_id = enterprises.id AND d.kind = 'AP')`.as('has_ap'),
      }).from(enterprises).where(eq(enterprises.isDelete, 0)).as('live');
      const [row] = await db.select({
        totalCount: sql`count(*)`.mapWith(Number),
        outdoorHasAPCount: countWhere(sql`${live.outdoor} = 1 AND ${live.hasAp}`),
        outdoorNoAPCount: countWhere(sql`${live.outdoor} = 1 AND NOT ${live.hasAp}`),
        indoorHasAPCount: countWhere(sql`${live.outdoor} <> 1 AND ${live.hasAp}`),
        indoorNoAPCount: countWhere(sql`${live.outdoor} <> 1 AND NOT ${live.hasAp}`),
      }).from(live);
      return row;
    },

    async apCounts() {
      const freeOnline = sql`(SELECT count(*) FROM devices f
        WHERE f.enterprise_id IS NULL AND f.kind = 'AP' AND f.online)`.mapWith(Number);
      const [row] = await db.select({
        totalOnline: countWhere(sql`${devices.online}`),
        totalOffline: countWhere(sql`NOT ${devices.online}`),
        outdoorOnline: countWhere(sql`${isOutdoor} AND ${devices.online}`),
        outdoorOffline: countWhere(sql`${isOutdoor} AND NOT ${devices.online}`),
        indoorOnline: countWhere(sql`${isIndoor} AND ${devices.online}`),
        indoorOffline: countWhere(sql`${isIndoor} AND NOT ${devices.online}`),
        freeOnline,
      }).from(devices)
        .innerJoin(enterprises, liveEnterprise)
        .where(isAp);
      return row;
    },

    async clientCounts() {
      const [row] = await db.select({
        totalCount: sumOf(sql`${devices.clientCount}`),
        outdoorCount: sumWhere(sql`${devices.clientCount}`, isOutdoor),
        indoorCount: sumWhere(sql`${devices.clientCount}`, isIndoor),
      }).from(devices)
        .innerJoin(enterprises, liveEnterprise);
      return row;
    },

    async deviceCounts() {
      const kindIs = (kind: string, online?: boolean) =>
        countWhere(online === undefined ? sql`${devices.kind} = ${kind}`
          : sql`${devices.kind} = ${kind} AND ${devices.online} = ${online}`);
      const [row] = await db.select({
        totalCount: sql`count(*)`.mapWith(Number),
        apCount: kindIs('AP'), routerCount: kindIs('ROUTER'), switchCount: kindIs('SWITCH'),
        apOnline: kindIs('AP', true), apOffline: kindIs('AP', false),
        routerOnline: kindIs('ROUTER', true), routerOffline: kindIs('ROUTER', false),
        switchOnline: kindIs('SWITCH', true), switchOffline: kindIs('SWITCH', false),
      }).from(devices);
      return row;
    },

    /** The planner's row estimate of devices: free to read, good enough to tell a huge region. */
    async estimatedDevices(): Promise<number> {
      const [row] = await db.select({
        n: sql`greatest(coalesce((SELECT reltuples FROM pg_class WHERE relname = 'devices' AND relkind = 'r'), 0), 0)`.mapWith(Number),
      }).from(sql`(SELECT 1) AS one`);
      return row.n;
    },

    async managerDistribution() {
      // DISTINCT ON keeps the first row per MAC: ordered newest first, a backward scan of
      // manager_visits_mac_created_idx yields each manager's latest visit without sorting.
      const latest = db.selectDistinctOn([managerVisits.mac], {
        apCount: managerVisits.apCount, routerCount: managerVisits.routerCount, switchCount: managerVisits.switchCount,
      }).from(managerVisits).orderBy(desc(managerVisits.mac), desc(managerVisits.createdAt)).as('latest');
      const [row] = await db.select({
        managerCount: sql`count(*)`.mapWith(Number),
        apCount: sumOf(sql`${latest.apCount}`),
        routerCount: sumOf(sql`${latest.routerCount}`),
        switchCount: sumOf(sql`${latest.switchCount}`),
      }).from(latest);
      return row;
    },
  };
}
export type DashboardRepo = ReturnType<typeof dashboardRepo>;
