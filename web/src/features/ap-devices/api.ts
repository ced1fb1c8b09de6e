import { useMutation } from '@tanstack/react-query';
import { apDevices, type RegionName } from '@gwn/contract/console';
import { api, regionUrl } from '../../api/client.ts';
import { oneOf } from '../../components/list/list-params.ts';
import { useRefreshEndpoints } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

/** The list's filter as the URL keeps it: a state of the dashboard's APs ring (contract AP_STATES). */
export const AP_FILTERS = { state: oneOf(...apDevices.AP_STATES) };
export type ApFilter = { state?: apDevices.ApState };

/** Whether the list has something to ask: a MAC search (spec 2 §5) or a state. */
export const apListAsks = (list: ListState<ApFilter>) => list.search !== '' || list.filters.state !== undefined;

/** APs of the chosen region whose MAC contains the search, in the chosen state, or both. */
export const useApSearch = (list: ListState<ApFilter>) => useListQuery(apDevices.manageList, {
  search: list.search, ...(list.filters.state ? { state: list.filters.state } : {}), pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region, apListAsks(list));

export function useDeleteAp(region: RegionName | null) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (mac: string) => api(apDevices.manageDelete, { mac }, { region: region ?? undefined }),
    onSettled: () => refresh([apDevices.manageList], region),
  });
}

/** A single-use ticket, then a browser download from the region's admin address (no credential in the URL). */
export function useExportAps(region: RegionName | null) {
  return useMutation({
    mutationFn: async (search: string) => {
      const { ticket } = await api(apDevices.exportTicket, { search }, { region: region ?? undefined });
      window.location.assign(regionUrl(apDevices.exportCsv, { ticket }, region ?? undefined));
    },
  });
}
