import { apDevices as contract, enterpriseDevices, type ParsedRequestOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { auditWriter } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import { oneTimeTokenStore } from '../enterprises/one-time-tokens.ts';
import { pageTotal } from '../search/page-total.ts';
import { searchPlanner } from '../search/search-planner.ts';
import { MAC_GRAMS } from '../search/ngrams.ts';
import { searchExport } from '../search/search-export.ts';
import { apDeviceRepo } from './repo.ts';

const { formatMac } = contract;
const EXPORT_BATCH = 1000;
export const AP_EXPORT_HEADER = [
  'mac', 'apType', 'versionFirmware', 'versionBoot', 'enterprise', 'enterpriseMainAccount', 'enterpriseEmail', 'network',
] as const;

type SearchRecord = Awaited<ReturnType<ReturnType<typeof apDeviceRepo>['searchBefore']>>[number];
const present = (r: SearchRecord) => ({
  mac: formatMac(r.mac), apType: r.apType, versionFirmware: r.versionFirmware, versionBoot: r.versionBoot,
  enterprise: r.enterprise ?? '', enterpriseMainAccount: r.enterpriseMainAccount ?? '',
  enterpriseEmail: r.enterpriseEmail ?? '', network: r.network ?? '',
});

/** AP device search, delete and export (spec 2 screen 2), and one enterprise's APs (spec 3 /enterprise/ap). */
export function apDeviceService(db: RegionDb) {
  const repo = apDeviceRepo(db);
  const audit = auditWriter(db, regionAuditLog);
  const tokens = oneTimeTokenStore(db);
  // Searches arrive as MAC digits already (the contract normalizes them); 4-digit windows narrow them.
  const planner = searchPlanner({ indexes: [MAC_GRAMS], sample: (size) => repo.sampleMacs(size), normalize: (s) => s });
  const exporter = searchExport({
    tokens, audit, purpose: 'ap-export', showKey: 'ap.export', batchSize: EXPORT_BATCH, planner,
    searchBefore: (text, plan, before, limit) => repo.searchBefore(text, plan, before, limit),
    cellsOf: (batch) => batch.map((r) => {
      const row = present(r);
      return AP_EXPORT_HEADER.map((k) => row[k]);
    }),
  });

  return {
    async manageList({ search, pageNum, pageSize }: ParsedRequestOf<typeof contract.manageList>) {
      const { text, plan } = await planner.plan(search);
      const offset = (pageNum - 1) * pageSize;
      const rows = await repo.search(text, plan, pageSize, offset);
      const { total, totalEstimated } = await pageTotal(plan, { offset, pageSize, rows: rows.length, matchCount: rows[0]?.matchCount },
        () => repo.countMatches(text, plan));
      return { total, totalEstimated, result: rows.map(present) };
    },

    async manageDelete(ctx: RequestContext, { mac }: ParsedRequestOf<typeof contract.manageDelete>) {
      if (!(await repo.deleteAp(mac))) throw new ApiError(404);
      await audit(ctx, 'ap.delete', { mac: formatMac(mac) });
      return null;
    },

    exportTicket: (ctx: RequestContext, { search }: ParsedRequestOf<typeof contract.exportTicket>) => exporter.issueTicket(ctx, search),
    redeemExportTicket: (ticket: string) => exporter.redeemTicket(ticket),
    exportLines: (search: string) => exporter.lines(search),

    /** One enterprise's APs; the e-mail, when sent, must be the enterprise's (the console keeps both). */
    async enterpriseAps({ enterpriseId, email, search, pageNum, pageSize }: ParsedRequestOf<typeof enterpriseDevices.apList>) {
      const found = await repo.findEnterprise(enterpriseId);
      if (!found || (email && email.toLowerCase() !== found.email.toLowerCase())) throw new ApiError(404);
      const [summary, page] = await Promise.all([
        repo.enterpriseSummary(found.id),
        repo.enterpriseAps(found.id, search ?? '', pageSize, (pageNum - 1) * pageSize),
      ]);
      return {
        total: page.total, networkCount: summary.networkCount, apCount: summary.apCount,
        onlineAP: summary.onlineAP, offlineAP: summary.apCount - summary.onlineAP,
        result: page.rows.map((r) => ({ mac: formatMac(r.mac), network: r.network ?? '', apType: r.apType, online: r.online })),
      };
    },
  };
}
export type ApDeviceService = ReturnType<typeof apDeviceService>;
