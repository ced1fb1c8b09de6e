import { useMutation, useQuery } from '@tanstack/react-query';
import { firmware, type RegionName } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { sortRequest } from '../../components/list/list-params.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

export const useFirmwareList = (list: ListState<object>) =>
  useListQuery(firmware.list, { ...sortRequest(list.sort, firmware.FIRMWARE_SORTS), pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

/** Models for the details step, from the first region the file went to. */
export function useApTypes(region: RegionName | undefined) {
  return useQuery({ ...regionQuery(firmware.apTypes, {}, region ?? null), enabled: region !== undefined });
}

export function useDeleteFirmware(region: RegionName | null) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (row: { id: number; name: string }) => api(firmware.remove, row, { region: region ?? undefined }),
    onSettled: () => refresh([firmware.list], region),
  });
}
