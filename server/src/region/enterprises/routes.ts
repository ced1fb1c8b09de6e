import { enterprises as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { enterpriseExport } from './export.ts';
import { mfaRemoval } from './mfa-removal.ts';
import { mfaRemovalLink } from './mfa-removal-link.ts';
import { mfaRemovalState } from './mfa-removal-state.ts';
import { enterpriseSearch } from './search.ts';
import { enterpriseService } from './service.ts';

/** Enterprises (spec 1 §2, §3, §7): the list, the contact's enterprises, the switches, export and MFA removal. */
export const registerEnterprises: RegionArea = (host, ctx) => {
  const search = enterpriseSearch(ctx.db);
  const service = enterpriseService(search);
  const exporter = enterpriseExport(search);
  const mfa = mfaRemoval(ctx);
  const link = mfaRemovalLink();
  host.handle(contract.list, service.list);
  host.handle(contract.allList, service.allList);
  host.handle(contract.setOutdoor, service.setOutdoor);
  host.handle(contract.setPayment, service.switchOf('payment', (p) => p.payment));
  host.handle(contract.setPortal, service.switchOf('portal', (p) => p.portal));
  host.handle(contract.openCache, service.openCache);
  host.handle(contract.setTopWebsites, service.switchOf('isShowTopWebsites', (p) => p.isShowTopWebsites));
  host.handle(contract.setHardwareReset, service.switchOf('isShowHardwareReset', (p) => p.enable));
  host.handle(contract.setIspConfig, service.switchOf('isShowIspConfig', (p) => p.enable));
  host.handle(contract.setHighPrecisionUsageControl, service.switchOf('highPrecisionUsageControl', (p) => p.enable));
  host.handle(contract.exportTicket, exporter.issueTicket);
  host.handle(contract.exportCsv, exporter.download);
  host.handle(contract.resetMfa, mfa.request);
  host.handle(contract.confirmResetMfa, link.page);
  host.handle(contract.resetMfaByLink, link.confirm);
  host.handle(contract.resetMfaState, mfaRemovalState);
};
