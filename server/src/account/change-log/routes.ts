import { changeLogs as contract } from '@gwn/contract';
import { changeLogExport, changeLogReader } from '../../core/change-log.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { accountLogNamer, accountLogRepo } from './repo.ts';
import { accountLogService } from './service.ts';

/** The Account-centre tab of the Logs screen (spec 3 "Logs"): the account service's audit entries, read-only. */
export const registerChangeLog: AccountArea = (host, ctx) => {
  const repo = accountLogRepo(ctx.db);
  const names = accountLogNamer(ctx.db);
  const service = accountLogService(changeLogReader(repo, names), changeLogExport(repo, names));
  host.handleAll(contract, {
    accountList: service.list,
    accountExport: service.exportCsv,
  });
};
