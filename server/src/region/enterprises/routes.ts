import { enterprises as contract } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { fileStamp, sendCsv } from './csv.ts';
import { mfaRemovalPage } from './mfa-removal-mail.ts';
import { EXPORT_HEADER } from './present.ts';
import type { EnterpriseService } from './service.ts';

export function registerEnterpriseRoutes(host: EndpointHost, service: EnterpriseService): void {
  registerEndpoint(host, contract.list, (p) => service.list(p));
  registerEndpoint(host, contract.setOutdoor, (p, ctx) => service.setOutdoor(ctx, p));
  registerEndpoint(host, contract.setPayment, (p, ctx) => service.setPayment(ctx, p));
  registerEndpoint(host, contract.setPortal, (p, ctx) => service.setPortal(ctx, p));
  registerEndpoint(host, contract.openCache, (p, ctx) => service.openCache(ctx, p));
  registerEndpoint(host, contract.setTopWebsites, (p, ctx) => service.setTopWebsites(ctx, p));
  registerEndpoint(host, contract.setHardwareReset, (p, ctx) => service.setHardwareReset(ctx, p));
  registerEndpoint(host, contract.setIspConfig, (p, ctx) => service.setIspConfig(ctx, p));
  registerEndpoint(host, contract.setHighPrecisionUsageControl, (p, ctx) => service.setHighPrecisionUsageControl(ctx, p));
  registerEndpoint(host, contract.exportTicket, (p, ctx) => service.exportTicket(ctx, p));
  registerEndpoint(host, contract.exportCsv, async ({ ticket }, ctx) => {
    const search = await service.redeemExportTicket(ticket);
    sendCsv(ctx.reply, `enterprises-${fileStamp()}.csv`, EXPORT_HEADER, service.exportLines(search));
    return null;
  });
  registerEndpoint(host, contract.resetMfa, (p, ctx) => service.requestMfaRemoval(ctx, p));
  registerEndpoint(host, contract.confirmResetMfa, async ({ token }, ctx) => {
    const done = await service.confirmMfaRemoval(ctx, token);
    ctx.reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(mfaRemovalPage(done));
    return null;
  });
}
