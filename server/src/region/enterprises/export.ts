import { searchExport } from '../shared/search/search-export.ts';
import { EXPORT_HEADER, exportFields, presentEnterprise } from './present.ts';
import type { EnterpriseSearch } from './search.ts';

const EXPORT_BATCH = 500;

/** The enterprise list of a search as CSV: a ticket (exportTicket), then the download (exportCsv). */
export function enterpriseExport({ repo, planner }: EnterpriseSearch) {
  return searchExport({
    purpose: 'enterprise-export', fileName: 'enterprises', header: EXPORT_HEADER, batchSize: EXPORT_BATCH, planner,
    searchBefore: (text, plan, before, limit) => repo.searchBefore(text, plan, before, limit),
    cellsOf: async (batch) => {
      const totals = await repo.apTotals(batch.map((r) => r.id));
      return batch.map((r) => exportFields(presentEnterprise(r, totals.get(r.id))));
    },
  });
}
