import type { changeLogs as contract, ParsedRequestOf, ResponseOf } from '@gwn/contract';
import { endOfDayExclusive, pageQuery, type ChangeLogReader } from '../../core/change-log.ts';
import type { AccountCall } from '../shared/account-context.ts';

/**
 * The account service's audit entries (sign-ins and their failures, lockouts, sessions, password and
 * settings changes) by time, in a date range whose end runs through the end of its day, optionally of
 * one IP address (spec 3 "Logs", Account-centre tab).
 */
export function accountLogService(reader: ChangeLogReader) {
  return {
    async list(req: ParsedRequestOf<typeof contract.accountList>, call: AccountCall): Promise<ResponseOf<typeof contract.accountList>> {
      const range = req.filter;
      return reader.page({
        ...pageQuery(req),
        ...(range?.startTimestamp === undefined ? {} : { from: new Date(range.startTimestamp) }),
        ...(range?.endTimestamp === undefined ? {} : { before: endOfDayExclusive(range.endTimestamp, range.utcOffsetMinutes) }),
      }, call.lang);
    },
  };
}
