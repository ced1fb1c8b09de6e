import { apDevices, managerVisits as contract, type ParsedRequestOf } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { managerVisitRepo } from './repo.ts';

/** The manager visit log (spec 2 screen 6): deviceCount is the sum of the per-type counts in its tooltip. */
export function managerVisitService(db: RegionDb) {
  const repo = managerVisitRepo(db);
  return {
    async infos({ search, startDate, endDate, pageNum, pageSize }: ParsedRequestOf<typeof contract.infos>) {
      const filter = {
        search: search || undefined,
        start: startDate === undefined ? undefined : new Date(startDate),
        end: endDate === undefined ? undefined : new Date(endDate),
      };
      const [rows, total] = await Promise.all([repo.page(filter, pageSize, (pageNum - 1) * pageSize), repo.count(filter)]);
      return {
        total,
        result: rows.map((r) => ({
          mac: apDevices.formatMac(r.mac), ip: r.ip, deviceCount: r.apCount + r.routerCount + r.switchCount,
          apCount: r.apCount, routerCount: r.routerCount, switchCount: r.switchCount, onlineDeviceCount: r.onlineDeviceCount,
          clientCount: r.clientCount, managerVersion: r.managerVersion, networkCount: r.networkCount,
          createTime: r.createdAt.getTime(),
        })),
      };
    },
  };
}
