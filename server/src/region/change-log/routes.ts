import { changeLogs as contract } from '@gwn/contract';
import { changeLogReader } from '../../core/change-log.ts';
import type { RegionArea } from '../shared/region-context.ts';
import { systemLogRepo } from './repo.ts';
import { systemLogService } from './service.ts';

/** The System tab of the Logs screen (spec 3 "Logs"): this region's audit entries, read-only. */
export const registerChangeLog: RegionArea = (host, ctx) => {
  const service = systemLogService(changeLogReader(systemLogRepo(ctx.db)));
  host.handle(contract.systemList, service.list);
};
