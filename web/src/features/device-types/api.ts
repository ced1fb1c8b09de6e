import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceFunctions, deviceTypes, type RegionName, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { MODEL_COMPARE_KEY } from '../../api/query-keys.ts';
import { oneOf } from '../../components/list/list-params.ts';
import { regionQuery, refreshEndpoints, type RefreshScope } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { regionQueryInLanguage, useDataLanguage } from '../../lib/use-data-language.ts';

/** The list's filters as the URL keeps them: device kind and state (the search is the list's own). */
export const DEVICE_TYPE_FILTERS = { deviceKinds: oneOf(...deviceTypes.DEVICE_KINDS), state: oneOf(...deviceTypes.DEVICE_TYPE_STATES) };
export type DeviceTypeFilters = { deviceKinds?: deviceTypes.DeviceKind; state?: 0 | 1 | 2 };

const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });

export const useDeviceTypeList = (list: ListState<DeviceTypeFilters>) => useListQuery(deviceTypes.deviceTypeList, {
  search: list.search, ...list.filters, pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

export function useDeviceTypeInfo(id: number | undefined) {
  return useQuery({ ...regionQuery(deviceTypes.deviceTypeInfo, { id: id ?? 0 }, useCurrentRegion()), enabled: id !== undefined, staleTime: 0 });
}

/**
 * Refreshes what a change to device types shows: the list, the details, the function matrix and the public
 * comparison; in the current region, or every region after an add to several.
 */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  const region = useCurrentRegion();
  return (scope: RefreshScope = region) => Promise.all([
    refreshEndpoints(queryClient, [
      deviceTypes.deviceTypeList, deviceTypes.deviceTypeInfo, deviceFunctions.functionTable, deviceFunctions.deviceTypeFunctionInfo,
    ], scope),
    queryClient.invalidateQueries({ queryKey: MODEL_COMPARE_KEY }),
  ]);
}

export function useEditDeviceType() {
  const region = useCurrentRegion();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof deviceTypes.deviceTypeEdit>) => api(deviceTypes.deviceTypeEdit, payload, inRegion(region)),
    onSuccess: () => refresh(),
  });
}

export function useDeleteDeviceTypes() {
  const region = useCurrentRegion();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (ids: number[]) => api(deviceTypes.deviceTypeDelete, { ids }, inRegion(region)),
    onSuccess: () => refresh(),
  });
}

/** A model's functions for the edit dialog; names in the console's language, text in both. */
export function useDeviceTypeFunctions(id: number | undefined) {
  const query = regionQueryInLanguage(deviceFunctions.deviceTypeFunctionInfo, { id: id ?? 0 }, useCurrentRegion(), useDataLanguage());
  return useQuery({ ...query, enabled: id !== undefined, staleTime: 0 });
}

export function useSaveFunctions() {
  const region = useCurrentRegion();
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof deviceFunctions.functionBatchSave>) => api(deviceFunctions.functionBatchSave, payload, inRegion(region)),
    onSuccess: () => refresh(),
  });
}
