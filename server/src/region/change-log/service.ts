import type { changeLogs as contract } from '@gwn/contract';
import { exportQuery, pageQuery, type ChangeLogExport, type ChangeLogReader } from '../../core/change-log.ts';
import type { CsvReply, Reply, Req } from '../../core/handlers.ts';
import type { RegionCall } from '../shared/region-context.ts';

/** The current region's audit entries by time, optionally of an IP address or block (spec 3 "Logs", System tab). */
export function systemLogService(reader: ChangeLogReader, exporter: ChangeLogExport) {
  return {
    async list(req: Req<typeof contract.systemList>, call: RegionCall): Promise<Reply<typeof contract.systemList>> {
      return reader.page(pageQuery(req), call.lang);
    },

    /** The same search as CSV, every matching entry (the screen's Export). */
    async exportCsv(req: Req<typeof contract.systemExport>, call: RegionCall): Promise<CsvReply> {
      return exporter.csv(exportQuery(req), call.lang, 'system-log');
    },
  };
}
