import type { dashboard } from '@gwn/contract';
import type { DashboardRepo } from './repo.ts';
import { snapshotCache } from './snapshot-cache.ts';
import type { Reply } from '../../core/handlers.ts';

/** How long a region keeps a dashboard answer before refreshing it in the background. */
export const DASHBOARD_CACHE_SECONDS = 5;
/** Regions this big get their dashboard answers computed at start, in the background. */
const WARM_ABOVE_DEVICES = 200_000;

/**
 * The dashboard's five rings, each computed from this region's own rows by one SQL statement:
 *
 * - account_count: enterprises with isDelete 0. outdoor = enterprise.outdoor 1, indoor otherwise;
 *   "has AP" = at least one device of kind AP bound to it (any state).
 * - ap_count: APs bound to a live enterprise, online/offline, in total and split by the enterprise's
 *   outdoor flag; freeMap.freeOnline = online APs bound to no enterprise.
 * - client_count: sum of devices.client_count over devices bound to a live enterprise (any kind),
 *   split by the enterprise's outdoor flag, so totalCount = outdoorCount + indoorCount.
 * - device_count: every device of the region (bound or free) by kind AP / ROUTER / SWITCH, each
 *   online/offline; totalCount counts all devices.
 * - prorate_count: for each GWN Manager MAC, only its latest visit counts; managerCount = number of
 *   MACs, apCount/routerCount/switchCount = sums of those latest visits' counts.
 *
 * Speed: the statements read covering/partial indexes (db/region/enterprises.ts) with index-only
 * scans, but at 10 million devices one exact aggregate still takes seconds. So each answer is kept
 * per region (snapshot-cache.ts): fresh for `cacheSeconds` (or 10x its load time, when that is
 * longer), then served while one background refresh runs; a region above WARM_ABOVE_DEVICES computes
 * its answers at start. Small regions see numbers at most a few seconds old; huge ones a little
 * older, and no call waits for an aggregate once the cache is warm.
 */
export function dashboardService(repo: DashboardRepo, opts: { cacheSeconds: number }) {
  const cache = <T>(load: () => Promise<T>) =>
    snapshotCache(load, { ttlMs: opts.cacheSeconds * 1000, maxStaleMs: opts.cacheSeconds * 6_000 });

  const calls = {
    accountCount: cache(async (): Promise<Reply<typeof dashboard.accountCount>> => ({ accountMap: await repo.enterpriseCounts() })),

    apCount: cache(async (): Promise<Reply<typeof dashboard.apCount>> => {
      const c = await repo.apCounts();
      return {
        totalMap: { onlineCount: c.totalOnline, offlineCount: c.totalOffline },
        outdoorMap: { onlineCount: c.outdoorOnline, offlineCount: c.outdoorOffline },
        indoorMap: { onlineCount: c.indoorOnline, offlineCount: c.indoorOffline },
        freeMap: { freeOnline: c.freeOnline },
      };
    }),

    clientCount: cache(async (): Promise<Reply<typeof dashboard.clientCount>> => ({ clientMap: await repo.clientCounts() })),

    deviceCount: cache(async (): Promise<Reply<typeof dashboard.deviceCount>> => {
      const c = await repo.deviceCounts();
      return {
        totalCount: c.totalCount, apCount: c.apCount, routerCount: c.routerCount, switchCount: c.switchCount,
        apOnlineMap: { onlineCount: c.apOnline, offlineCount: c.apOffline },
        routerOnlineMap: { onlineCount: c.routerOnline, offlineCount: c.routerOffline },
        switchOnlineMap: { onlineCount: c.switchOnline, offlineCount: c.switchOffline },
      };
    }),

    prorateCount: cache((): Promise<Reply<typeof dashboard.prorateCount>> => repo.managerDistribution()),
  };
  return {
    ...calls,
    /** Loads every answer once, so the first viewer of a huge region does not wait for the aggregates. */
    async warmIfLarge(): Promise<void> {
      if ((await repo.estimatedDevices()) < WARM_ABOVE_DEVICES) return;
      await Promise.all(Object.values(calls).map((get) => get()));
    },
  };
}
