import type { changeLogs as contract } from '@gwn/contract';
import { endOfDayExclusive, exportQuery, pageQuery, type ChangeLogExport, type ChangeLogReader } from '../../core/change-log.ts';
import type { CsvReply, Reply, Req } from '../../core/handlers.ts';
import type { AccountCall } from '../shared/account-context.ts';

type Range = Req<typeof contract.accountList>['filter'];

/** A date range whose end runs through the end of its day, in the console's time zone. */
const rangeOf = (range: Range) => ({
  ...(range?.startTimestamp === undefined ? {} : { from: new Date(range.startTimestamp) }),
  ...(range?.endTimestamp === undefined ? {} : { before: endOfDayExclusive(range.endTimestamp, range.utcOffsetMinutes) }),
});

/**
 * The account service's audit entries (sign-ins and their failures, lockouts, sessions, password and
 * settings changes) by time, in a date range whose end runs through the end of its day, optionally of
 * an IP address or block (spec 3 "Logs", Account-centre tab).
 */
export function accountLogService(reader: ChangeLogReader, exporter: ChangeLogExport) {
  return {
    async list(req: Req<typeof contract.accountList>, call: AccountCall): Promise<Reply<typeof contract.accountList>> {
      return reader.page({ ...pageQuery(req), ...rangeOf(req.filter) }, call.lang);
    },

    /** The same search and range as CSV, every matching entry (the screen's Export). */
    async exportCsv(req: Req<typeof contract.accountExport>, call: AccountCall): Promise<CsvReply> {
      return exporter.csv({ ...exportQuery(req), ...rangeOf(req.filter) }, call.lang, 'account-log');
    },
  };
}
