import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firmware, type RegionName } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const keys = { all: (region: RegionName | null) => regionKey(region, 'firmware') };

export function useFirmwareList(pageNum: number, pageSize: number) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: [...keys.all(region), 'list', pageNum, pageSize],
    queryFn: () => api(firmware.list, { pageNum, pageSize }, { region: region ?? undefined }),
    placeholderData: keepPreviousData,
  });
}

/** Models for the details step, from the first region the file went to. */
export function useApTypes(region: RegionName | undefined) {
  return useQuery({
    queryKey: [...keys.all(region ?? null), 'ap-types'],
    queryFn: () => api(firmware.apTypes, {}, { region }),
    enabled: region !== undefined,
  });
}

/** Reloads every region's firmware list (an upload may target regions other than the current one). */
export function useReloadFirmware() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'region' && q.queryKey[2] === 'firmware' });
}

export function useDeleteFirmware() {
  const region = useCurrentRegion();
  const reload = useReloadFirmware();
  return useMutation({
    mutationFn: (row: { id: number; name: string }) => api(firmware.remove, row, { region: region ?? undefined }),
    onSettled: reload,
  });
}

