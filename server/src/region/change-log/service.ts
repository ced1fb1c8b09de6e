import type { changeLogs as contract, ParsedRequestOf, ResponseOf } from '@gwn/contract';
import { pageQuery, type ChangeLogReader } from '../../core/change-log.ts';
import type { RegionCall } from '../shared/region-context.ts';

/** The current region's audit entries by time, optionally of one IP address (spec 3 "Logs", System tab). */
export function systemLogService(reader: ChangeLogReader) {
  return {
    async list(req: ParsedRequestOf<typeof contract.systemList>, call: RegionCall): Promise<ResponseOf<typeof contract.systemList>> {
      return reader.page(pageQuery(req), call.lang);
    },
  };
}
