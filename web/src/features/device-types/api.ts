import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceFunctions, deviceTypes, type RegionName, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { MODEL_COMPARE_KEY } from '../../api/query-keys.ts';
import { oneOf } from '../../components/list/list-params.ts';
import { regionQuery, refreshEndpoints, type RefreshScope } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';
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

/** The region queries a change to device types affects: the list, the details, where each lives and the function matrix. */
export const DEVICE_TYPE_QUERIES = [
  deviceTypes.deviceTypeList, deviceTypes.deviceTypeInfo, deviceTypes.deviceTypeByKeys, deviceFunctions.functionTable,
  deviceFunctions.deviceTypeFunctionInfo,
];

/**
 * Refreshes what a change to device types shows: DEVICE_TYPE_QUERIES and the public comparison; in the current
 * region, or every region after a change in several.
 */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  const region = useCurrentRegion();
  const refreshComparison = useRefreshComparison();
  return (scope: RefreshScope = region) => Promise.all([refreshEndpoints(queryClient, DEVICE_TYPE_QUERIES, scope), refreshComparison()]);
}

/** Refreshes the public model comparison, which reads the catalogue of every region. */
export function useRefreshComparison() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MODEL_COMPARE_KEY });
}

/** Where each device type lives: the regions holding its key, and where any field of the dialog differs. */
export function useDeviceTypeRegions(keys: readonly string[], region: RegionName | null) {
  return useRecordRegions(deviceTypes.deviceTypeByKeys, keys, {
    keyOf: (row) => row.deviceType,
    compared: ({ id: _id, createTime: _created, modifyTime: _modified, ...fields }) => fields,
  }, region);
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
