import { useMutation } from '@tanstack/react-query';
import { apDevices, type RegionName } from '@gwn/contract';
import { api, regionUrl } from '../../api/client.ts';
import { useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

/** APs of the chosen region whose MAC contains the search; runs only with non-empty text (spec 2 §5). */
export const useApSearch = (list: ListState<object>) =>
  useListQuery(apDevices.manageList, { search: list.search, pageNum: list.pageNum, pageSize: list.pageSize }, list.region, list.search !== '');

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
