import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceFunctions, deviceTypes, type RegionName, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

export type ListFilter = Pick<RequestOf<typeof deviceTypes.deviceTypeList>, 'search' | 'deviceKinds' | 'state'>;

/** Query keys of this feature; the function matrix screen keys its data under 'device-functions'. */
const keys = {
  all: (region: RegionName | null) => regionKey(region, 'device-types'),
  info: (region: RegionName | null, id: number) => regionKey(region, 'device-types', 'info', id),
  functions: (region: RegionName | null, id: number) => regionKey(region, 'device-types', 'functions', id),
  matrix: (region: RegionName | null) => regionKey(region, 'device-functions'),
  compare: ['public', 'model-compare'] as const,
};

export function useDeviceTypeList(filter: ListFilter, pageNum: number, pageSize: number) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: [...keys.all(region), 'list', filter, pageNum, pageSize],
    queryFn: () => api(deviceTypes.deviceTypeList, { ...filter, pageNum, pageSize }, { region: region ?? undefined }),
    placeholderData: keepPreviousData,
  });
}

export function useDeviceTypeInfo(id: number | undefined) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: keys.info(region, id ?? 0),
    queryFn: () => api(deviceTypes.deviceTypeInfo, { id: id ?? 0 }, { region: region ?? undefined }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** Refreshes what a change to device types shows: this list, the matrix and the public comparison. */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  const region = useCurrentRegion();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.all(region) }),
    queryClient.invalidateQueries({ queryKey: keys.matrix(region) }),
    queryClient.invalidateQueries({ queryKey: keys.compare }),
  ]);
}

export function useEditDeviceType() {
  const region = useCurrentRegion();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof deviceTypes.deviceTypeEdit>) => api(deviceTypes.deviceTypeEdit, payload, { region: region ?? undefined }),
    onSuccess: refresh,
  });
}

export function useDeleteDeviceTypes() {
  const region = useCurrentRegion();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (ids: number[]) => api(deviceTypes.deviceTypeDelete, { ids }, { region: region ?? undefined }),
    onSuccess: refresh,
  });
}

export function useDeviceTypeFunctions(id: number | undefined) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: keys.functions(region, id ?? 0),
    queryFn: () => api(deviceFunctions.deviceTypeFunctionInfo, { id: id ?? 0 }, { region: region ?? undefined }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useSaveFunctions() {
  const region = useCurrentRegion();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof deviceFunctions.functionBatchSave>) =>
      api(deviceFunctions.functionBatchSave, payload, { region: region ?? undefined }),
    onSuccess: refresh,
  });
}
