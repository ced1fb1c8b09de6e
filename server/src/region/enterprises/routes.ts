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
  host.handleAll(contract, {
    list: service.list,
    allList: service.allList,
    setOutdoor: service.setOutdoor,
    setPayment: service.switchOf('payment', (p) => p.payment),
    setPortal: service.switchOf('portal', (p) => p.portal),
    openCache: service.openCache,
    setTopWebsites: service.switchOf('isShowTopWebsites', (p) => p.isShowTopWebsites),
    setHardwareReset: service.switchOf('isShowHardwareReset', (p) => p.enable),
    setIspConfig: service.switchOf('isShowIspConfig', (p) => p.enable),
    setHighPrecisionUsageControl: service.switchOf('highPrecisionUsageControl', (p) => p.enable),
    exportTicket: exporter.issueTicket,
    exportCsv: exporter.download,
    resetMfa: mfa.request,
    confirmResetMfa: link.page,
    resetMfaByLink: link.confirm,
    resetMfaState: mfaRemovalState,
  });
};
