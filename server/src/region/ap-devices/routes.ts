import { apDevices as contract, enterpriseDevices } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { apDeviceService } from './service.ts';

/** AP devices (spec 2 screen 2) and one enterprise's APs (spec 3 "Enterprise device list"). */
export const registerApDevices: RegionArea = (host, ctx) => {
  const service = apDeviceService(ctx.db);
  host.handleAll(contract, {
    manageList: service.manageList,
    manageDelete: service.manageDelete,
    exportTicket: service.issueExportTicket,
    exportCsv: service.exporter.download,
  });
  host.handleAll(enterpriseDevices, {
    apList: service.enterpriseAps,
  });
};
