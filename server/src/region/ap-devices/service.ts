import { apDevices as contract, enterpriseDevices, RetCode } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { cappedTotal, keptEstimates } from '../../core/capped-total.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { MAC_GRAMS } from '../shared/search/ngrams.ts';
import { searchExport } from '../shared/search/search-export.ts';
import { searchPage } from '../shared/search/search-page.ts';
import type { SearchPlan } from '../shared/search/search-plan.ts';
import { searchPlanner } from '../shared/search/search-planner.ts';
import { apDeviceRepo, enterpriseApRepo } from './repo.ts';
import { macDigitsOf } from './mac-search.ts';
import { apSearchRepo, type ApSearchRecord } from './search-repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

const { formatMac } = contract;
/** Every AP, newest first: the page of a state without a MAC search walks the key. */
const EVERY_AP: SearchPlan = { kind: 'scan', estimatedMatches: null };
/** APs of a state counted exactly, at most; above, the list's total is the planner's estimate ("About N"). */
const STATE_COUNT_CAP = 10_000;
const EXPORT_BATCH = 1000;
const AP_EXPORT_HEADER = [
  'mac', 'apType', 'versionFirmware', 'versionBoot', 'enterprise', 'enterpriseMainAccount', 'enterpriseEmail', 'network',
] as const;

const present = (r: ApSearchRecord): contract.ApDeviceRow => ({
  mac: formatMac(r.mac), online: r.online, apType: r.apType, versionFirmware: r.versionFirmware, versionBoot: r.versionBoot,
  enterprise: r.enterprise ?? '', enterpriseMainAccount: r.enterpriseMainAccount ?? '',
  enterpriseEmail: r.enterpriseEmail ?? '', network: r.network ?? '',
});

/**
 * AP device search, delete and export (spec 2 screen 2), and one enterprise's APs (spec 3 /enterprise/ap).
 * `db` is the region's database: searches and exports read outside any call's transaction, through one
 * search repo (with its prepared statements) per service.
 */
export function apDeviceService(db: RegionDb) {
  const search = apSearchRepo(db);
  const enterpriseAps = enterpriseApRepo(db);
  const stateEstimates = keptEstimates();
  // Searches are planned as MAC digits (macDigitsOf); 4-digit windows narrow them.
  const planner = searchPlanner({ indexes: [MAC_GRAMS], sample: (size) => search.sampleMacs(size), normalize: (s) => s });

  const exporter = searchExport({
    purpose: 'ap-export', fileName: 'aps', header: AP_EXPORT_HEADER, batchSize: EXPORT_BATCH, planner,
    searchBefore: (text, plan, before, limit) => search.searchBefore(text, plan, before, limit),
    cellsOf: (batch) => batch.map((r) => {
      const row = present(r);
      return AP_EXPORT_HEADER.map((k) => row[k]);
    }),
  });

  return {
    /** APs by MAC, or in one state of the dashboard's APs ring, or both (spec 2 screen 2; contract AP_STATES). */
    async manageList(req: Req<typeof contract.manageList>): Promise<Reply<typeof contract.manageList>> {
      const { state } = req;
      if (req.search === '' && !state) throw invalid({ search: 'a MAC search or a state is required' });
      if (req.search === '' && state) {
        const offset = (req.pageNum - 1) * req.pageSize;
        const rows = await search.search('', EVERY_AP, req.pageSize, offset, state);
        const { total, totalEstimated } = await cappedTotal({ offset, limit: req.pageSize, rows: rows.length }, stateEstimates.source(state, {
          countUpTo: (cap) => search.countInStateUpTo(state, cap), estimate: () => search.estimateInState(state),
        }), STATE_COUNT_CAP);
        return { total, totalEstimated, result: rows.map(present) };
      }
      const { total, totalEstimated, rows } = await searchPage(planner, {
        page: (text, plan, limit, offset) => search.search(text, plan, limit, offset, state),
        count: (text, plan) => search.countMatches(text, plan, state),
      }, { ...req, search: macDigitsOf(req.search) });
      return { total, totalEstimated, result: rows.map(present) };
    },

    async manageDelete({ mac }: Req<typeof contract.manageDelete>, call: RegionCall): Promise<null> {
      const repo = apDeviceRepo(call.db);
      const found = await repo.lockAp(mac);
      if (!found) throw new ApiError(RetCode.NotFound);
      await repo.deleteAp(found.id);
      call.audit.subject(formatMac(mac));
      call.audit.change({ mac: formatMac(mac), model: found.model, versionFirmware: found.versionFirmware, enterprise: found.enterprise }, null);
      return null;
    },

    /** The export's ticket carries the search's digits (the export reads them as the list does). */
    issueExportTicket: (req: Req<typeof contract.exportTicket>, call: RegionCall) =>
      exporter.issueTicket({ search: macDigitsOf(req.search) }, call),
    exporter,

    /** One enterprise's APs; the e-mail, when sent, must be the enterprise's (the console keeps both). Read through the service's prepared statements (repo.ts enterpriseApRepo). */
    async enterpriseAps(req: Req<typeof enterpriseDevices.apList>): Promise<Reply<typeof enterpriseDevices.apList>> {
      const text = macDigitsOf(req.search ?? '');
      const offset = (req.pageNum - 1) * req.pageSize;
      // Both statements at once (each finds the enterprise by its key): one round trip's wait, not two.
      const [found, rows] = await Promise.all([
        enterpriseAps.summary(req.enterpriseId), enterpriseAps.page(req.enterpriseId, text, req.pageSize, offset),
      ]);
      if (!found || (req.email && req.email.toLowerCase() !== found.email.toLowerCase())) throw new ApiError(RetCode.NotFound);
      // The page carries the count; only a page past the end has to count on its own.
      const total = rows.length > 0 ? rows[0].matchCount : offset === 0 ? 0 : await enterpriseAps.countAps(found.id, text);
      return {
        total, networkCount: found.networkCount, apCount: found.apCount,
        onlineAP: found.onlineAP, offlineAP: found.apCount - found.onlineAP,
        result: rows.map((r) => ({ mac: formatMac(r.mac), network: r.network ?? '', apType: r.apType, online: r.online })),
      };
    },
  };
}
