import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firmware, type RegionName, type RequestOf } from '@gwn/contract';
import { api, apiOutcome } from '../../api/client.ts';
import { errorText } from '../../api/api-error.ts';
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

type SavePayload = Omit<RequestOf<typeof firmware.save>, 'fileId'>;

/** Saves the details in every region with that region's fileId, in parallel; failures come back per region. */
export async function saveInRegions(details: SavePayload, fileIds: Partial<Record<RegionName, number>>) {
  const entries = Object.entries(fileIds) as [RegionName, number][]; // keys come from RegionName-keyed results
  return Promise.all(entries.map(async ([region, fileId]) => {
    try {
      const outcome = await apiOutcome(firmware.save, { ...details, fileId }, { region });
      return { region, ok: outcome.ok, msg: outcome.msg };
    } catch (err) {
      return { region, ok: false, msg: errorText(err) };
    }
  }));
}
