import { changeLogs as contract } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { accountLogService as service } from './service.ts';

/** The Account-centre tab of the Logs screen (spec 3 "Logs"): the account service's audit entries, read-only. */
export const registerChangeLog: AccountArea = (host) => {
  host.handle(contract.accountList, service.list);
};
