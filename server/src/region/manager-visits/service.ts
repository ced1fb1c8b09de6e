import { apDevices, managerVisits as contract } from '@gwn/contract';
import type { RegionCall } from '../shared/region-context.ts';
import { managerVisitRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** The manager visit log (spec 2 screen 6): deviceCount is the sum of the per-type counts in its tooltip. */
export const managerVisitService = {
  async infos(req: Req<typeof contract.infos>, call: RegionCall): Promise<Reply<typeof contract.infos>> {
    const { search, startDate, endDate, pageNum, pageSize } = req;
    const repo = managerVisitRepo(call.db);
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
