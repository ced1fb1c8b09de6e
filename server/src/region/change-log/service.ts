import type { changeLogs as contract, ParsedRequestOf, ResponseOf } from '@gwn/contract';
import { changeLogPage, pageQuery } from '../../core/change-log.ts';
import { systemLogRepo } from './repo.ts';
import type { RegionCall } from '../shared/region-context.ts';

/** The current region's audit entries by time, optionally of one IP address (spec 3 "Logs", System tab). */
export const systemLogService = {
  async list(req: ParsedRequestOf<typeof contract.systemList>, call: RegionCall): Promise<ResponseOf<typeof contract.systemList>> {
    return changeLogPage(systemLogRepo(call.db), pageQuery(req), call.lang);
  },
};
