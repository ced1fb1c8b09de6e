import { useMutation } from '@tanstack/react-query';
import { dayjs } from '../../lib/dayjs.ts';
import { changeLogs } from '@gwn/contract/console';
import { apiDownload, saveDownload } from '../../api/client.ts';
import { calendarDay, oneOf } from '../../components/list/list-params.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

export type ChangeLogRow = changeLogs.ChangeLogRow;

/** The tabs of /changeLog: this region's log and the account centre's. */
export const LOG_TABS = ['system', 'account'] as const;
export type LogTab = (typeof LOG_TABS)[number];

/** The screen's state in the URL besides search, page and sort: the tab and the account tab's days (YYYY-MM-DD). */
export const LOG_FILTERS = { tab: oneOf(...LOG_TABS), from: calendarDay, to: calendarDay };
export type LogFilters = { tab?: LogTab; from?: string; to?: string };

/**
 * The account call's range: the start of the first day, and the last day, which the service runs through
 * the end of that day in this browser's time zone (its offset goes along).
 */
export function accountRange(from: string | undefined, to: string | undefined) {
  if (!from && !to) return undefined;
  const end = to ? dayjs(to).startOf('day') : undefined;
  return {
    startTimestamp: from ? dayjs(from).startOf('day').valueOf() : undefined,
    endTimestamp: end?.valueOf(),
    utcOffsetMinutes: (end ?? dayjs(from)).utcOffset(),
  };
}

const sortOf = (list: ListState<LogFilters>) => ({
  type: 'time' as const, order: list.sort?.order === 'ascend' ? 'asc' as const : 'desc' as const,
});

/** One page of the current region's log (System tab); asked for only while its tab shows. */
export const useSystemLog = (list: ListState<LogFilters>, enabled: boolean) => useListQuery(changeLogs.systemList, {
  search: list.search || undefined, ...sortOf(list), pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region, enabled);

/** One page of the account centre's log (Account tab); the account service is the same for every region. */
export const useAccountLog = (list: ListState<LogFilters>, enabled: boolean) => useListQuery(changeLogs.accountList, {
  search: list.search || undefined, ...sortOf(list), pageNum: list.pageNum, pageSize: list.pageSize,
  filter: accountRange(list.filters.from, list.filters.to),
}, null, enabled);

/**
 * Export of the shown tab's filtered log as CSV: the same search, range and order as the list, every matching
 * entry (the service streams it, with a BOM so spreadsheets read Chinese text).
 */
export function useExportLog(list: ListState<LogFilters>, tab: LogTab) {
  return useMutation({
    mutationFn: async () => {
      const { order } = sortOf(list);
      const search = list.search || undefined;
      const file = tab === 'system'
        ? await apiDownload(changeLogs.systemExport, { search, order }, { region: list.region ?? undefined })
        : await apiDownload(changeLogs.accountExport, { search, order, filter: accountRange(list.filters.from, list.filters.to) });
      saveDownload(file, `${tab}-log.csv`);
    },
  });
}
