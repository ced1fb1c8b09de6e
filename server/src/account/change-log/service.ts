import type { changeLogs as contract, ParsedRequestOf, ResponseOf } from '@gwn/contract';
import { changeLogPage, endOfDayExclusive, pageQuery } from '../../core/change-log.ts';
import { accountLogRepo } from './repo.ts';
import type { AccountCall } from '../shared/account-context.ts';

/**
 * The account service's audit entries (sign-ins and their failures, lockouts, sessions, password and
 * settings changes) by time, in a date range whose end runs through the end of its day, optionally of
 * one IP address (spec 3 "Logs", Account-centre tab).
 */
export const accountLogService = {
  async list(req: ParsedRequestOf<typeof contract.accountList>, call: AccountCall): Promise<ResponseOf<typeof contract.accountList>> {
    const range = req.filter;
    return changeLogPage(accountLogRepo(call.db), {
      ...pageQuery(req),
      ...(range?.startTimestamp === undefined ? {} : { from: new Date(range.startTimestamp) }),
      ...(range?.endTimestamp === undefined ? {} : { before: endOfDayExclusive(range.endTimestamp, range.utcOffsetMinutes) }),
    }, call.lang);
  },
};
