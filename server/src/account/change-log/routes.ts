import { changeLogs as contract } from '@gwn/contract';
import { changeLogReader } from '../../core/change-log.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { accountLogRepo } from './repo.ts';
import { accountLogService } from './service.ts';

/** The Account-centre tab of the Logs screen (spec 3 "Logs"): the account service's audit entries, read-only. */
export const registerChangeLog: AccountArea = (host, ctx) => {
  const service = accountLogService(changeLogReader(accountLogRepo(ctx.db)));
  host.handle(contract.accountList, service.list);
};
