import { apDevices as contract, enterpriseDevices } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { fileStamp, sendCsv } from '../enterprises/csv.ts';
import { AP_EXPORT_HEADER, type ApDeviceService } from './service.ts';

export function registerApDeviceRoutes(host: EndpointHost, service: ApDeviceService): void {
  registerEndpoint(host, contract.manageList, (p) => service.manageList(p));
  registerEndpoint(host, contract.manageDelete, (p, ctx) => service.manageDelete(ctx, p));
  registerEndpoint(host, contract.exportTicket, (p, ctx) => service.exportTicket(ctx, p));
  registerEndpoint(host, contract.exportCsv, async ({ ticket }, ctx) => {
    const search = await service.redeemExportTicket(ticket);
    sendCsv(ctx.reply, `aps-${fileStamp()}.csv`, AP_EXPORT_HEADER, service.exportLines(search));
    return null;
  });
  registerEndpoint(host, enterpriseDevices.apList, (p) => service.enterpriseAps(p));
}
