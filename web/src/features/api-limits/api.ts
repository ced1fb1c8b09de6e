import { useMutation, useQuery } from '@tanstack/react-query';
import { apiLimits, type RegionName, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import type { FilterParser } from '../../components/list/list-params.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
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
/** The defaults by URL, at the path spec 3 §7 names (the service also keeps answering the older /admin/url/defaults). */
export const useDefaultUrls = (enabled: boolean) => useQuery({ ...regionQuery(apiLimits.defaultUrlsBySpec, {}, useCurrentRegion()), enabled });

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
    onSettled: () => refresh([apiLimits.list, apiLimits.defaultUrlsBySpec], region),
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

// ---- issue 26: the open API's applications (issue, list, revoke) ----

export const useApplicationEnterprises = (search: string, enabled: boolean) =>
  useQuery({ ...regionQuery(apiLimits.applicationEnterprises, { search }, useCurrentRegion()), enabled });

export const useApplications = (enterpriseId: string | undefined) =>
  useQuery({ ...regionQuery(apiLimits.listApplications, { enterpriseId: enterpriseId ?? '' }, useCurrentRegion()), enabled: Boolean(enterpriseId) });

/** What issuing or revoking changes: the enterprise's applications, the App-ID filter's choices and the limits. */
const APPLICATION_VIEWS = [apiLimits.listApplications, apiLimits.appIds, apiLimits.list];

export function useIssueApplication() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (enterpriseId: string) => api(apiLimits.issueApplication, { enterpriseId }, inRegion(region)),
    onSettled: () => refresh(APPLICATION_VIEWS, region),
  });
}

export function useRevokeApplication() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (appId: string) => api(apiLimits.revokeApplication, { appId }, inRegion(region)),
    onSettled: () => refresh(APPLICATION_VIEWS, region),
  });
}
