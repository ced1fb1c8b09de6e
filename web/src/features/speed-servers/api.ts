import { useMutation, useQuery } from '@tanstack/react-query';
import { speedServers, type RegionName, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { sendToRegions } from '../../api/send-to-regions.ts';
import { EVERY_REGION, regionQuery, useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

export type SpeedServerRow = speedServers.SpeedServerRow;
type AddFields = Omit<RequestOf<typeof speedServers.add>, 'regions'>;
type EditFields = RequestOf<typeof speedServers.update>;

const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });
const LISTED = [speedServers.list, speedServers.info];

/** One page of the current region's servers: search by name or provider, newest change first unless sorted ascending. */
export const useSpeedServerList = (list: ListState<object>) => useListQuery(speedServers.list, {
  search: list.search, order: list.sort?.order === 'ascend' ? 'asc' : 'desc', pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

/** The server being edited, read fresh from its region (info, without the secret). */
export function useSpeedServerInfo(id: number | undefined) {
  const region = useCurrentRegion();
  return useQuery({ ...regionQuery(speedServers.info, { id: id ?? 0 }, region), enabled: id !== undefined, gcTime: 0 });
}

/**
 * Adds the server to every chosen region at once, one add per region sent to that region's service
 * (spec 3 §7); each region's outcome comes back, and every region's list is refreshed.
 */
export function useAddSpeedServer() {
  const refresh = useRefreshEndpoints();
  return async (fields: AddFields, regions: RegionName[]) => {
    const results = await sendToRegions(speedServers.add, regions, () => ({ ...fields, regions }));
    await refresh(LISTED, EVERY_REGION);
    return results;
  };
}

export function useEditSpeedServer() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (fields: EditFields) => api(speedServers.update, fields, inRegion(region)),
    onSettled: () => refresh(LISTED, region),
  });
}

export function useDeleteSpeedServer() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) => api(speedServers.remove, { id }, inRegion(region)),
    onSettled: () => refresh(LISTED, region),
  });
}
