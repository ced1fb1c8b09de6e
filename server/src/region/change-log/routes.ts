import { changeLogs as contract } from '@gwn/contract';
import { changeLogExport, changeLogReader } from '../../core/change-log.ts';
import type { RegionArea } from '../shared/region-context.ts';
import { systemLogNamer, systemLogRepo } from './repo.ts';
import { systemLogService } from './service.ts';

/** The System tab of the Logs screen (spec 3 "Logs"): this region's audit entries, read-only. */
export const registerChangeLog: RegionArea = (host, ctx) => {
  const repo = systemLogRepo(ctx.db);
  const names = systemLogNamer(ctx.db);
  const service = systemLogService(changeLogReader(repo, names), changeLogExport(repo, names));
  host.handleAll(contract, {
    systemList: service.list,
    systemExport: service.exportCsv,
  });
};
