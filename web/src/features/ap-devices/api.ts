import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apDevices, type RegionName } from '@gwn/contract';
import { api, regionUrl } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';

/** APs of a region whose MAC contains the search; runs only with non-empty text (spec 2 §5). */
export function useApSearch(region: RegionName | null, search: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: regionKey(region, 'apDevices', search, pageNum, pageSize),
    queryFn: () => api(apDevices.manageList, { search, pageNum, pageSize }, { region: region ?? undefined }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useDeleteAp(region: RegionName | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mac: string) => api(apDevices.manageDelete, { mac }, { region: region ?? undefined }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: regionKey(region, 'apDevices') }),
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
