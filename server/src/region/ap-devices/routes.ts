import { apDevices as contract, enterpriseDevices } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { apDeviceService } from './service.ts';

/** AP devices (spec 2 screen 2) and one enterprise's APs (spec 3 "Enterprise device list"). */
export const registerApDevices: RegionArea = (host, ctx) => {
  const service = apDeviceService(ctx.db);
  host.handle(contract.manageList, service.manageList);
  host.handle(contract.manageDelete, service.manageDelete);
  host.handle(contract.exportTicket, service.issueExportTicket);
  host.handle(contract.exportCsv, service.exporter.download);
  host.handle(enterpriseDevices.apList, service.enterpriseAps);
};
