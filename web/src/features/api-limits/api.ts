import { useMutation, useQuery } from '@tanstack/react-query';
import { apiLimits, type RegionName, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import type { FilterParser } from '../../components/list/list-params.ts';
import { regionQuery, useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const appIdText: FilterParser<string> = (raw) => (raw && raw.length <= apiLimits.API_LIMIT_LIMITS.appIdMax ? raw : undefined);

/** The list's filter as the URL keeps it: one application id (the search is the list's own). */
export const API_LIMIT_FILTERS = { appId: appIdText };
export type ApiLimitFilters = { appId?: string };

const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });

export const useApiLimitList = (list: ListState<ApiLimitFilters>) => useListQuery(apiLimits.list, {
  search: list.search, filter: { appId: list.filters.appId ?? '' }, pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

export const useAppIds = () => useQuery(regionQuery(apiLimits.appIds, {}, useCurrentRegion()));
export const useDefaultUrls = (enabled: boolean) => useQuery({ ...regionQuery(apiLimits.defaultUrls, {}, useCurrentRegion()), enabled });

type AddFields = RequestOf<typeof apiLimits.add>;
type EditFields = RequestOf<typeof apiLimits.edit>;

/** Adds (no id) or edits (with id) an API limit of the current region. */
export function useSaveApiLimit() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (fields: { add: AddFields } | { edit: EditFields }) => ('add' in fields
      ? api(apiLimits.add, fields.add, inRegion(region))
      : api(apiLimits.edit, fields.edit, inRegion(region))),
    onSettled: () => refresh([apiLimits.list, apiLimits.defaultUrls], region),
  });
}

export function useDeleteApiLimits() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (ids: number[]) => api(apiLimits.remove, { ids }, inRegion(region)),
    onSettled: () => refresh([apiLimits.list], region),
  });
}
