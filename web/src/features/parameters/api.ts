import { useMutation, useQuery } from '@tanstack/react-query';
import { parameters, type RegionName, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import type { FilterParser } from '../../components/list/list-params.ts';
import { regionQuery, useRefreshEndpoints, type RefreshScope } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });

/** The category filter as the URL keeps it: a parameter type's key (default: all categories). */
const typeKey: FilterParser<string> = (raw) => (/^[A-Za-z0-9_.-]{1,20}$/.test(raw) ? raw : undefined);
export const PARAMETER_FILTERS = { basicKey: typeKey };
export type ParameterFilters = { basicKey?: string };

export const useParameterList = (list: ListState<ParameterFilters>) => useListQuery(parameters.parameterList, {
  basicKey: list.filters.basicKey, pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

/** Every parameter type of the current region: the category filter and the dialog's category select. */
export function useTypeOptions() {
  return useQuery(regionQuery(parameters.typeOptions, {}, useCurrentRegion()));
}

/** Refreshes the parameter lists; an add may have gone to every region. */
export function useRefreshParameters() {
  const refresh = useRefreshEndpoints();
  const region = useCurrentRegion();
  return (scope: RefreshScope = region) => refresh([parameters.parameterList, parameters.parameterInfo], scope);
}

export function useEditParameter() {
  const region = useCurrentRegion();
  const refresh = useRefreshParameters();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof parameters.parameterSave>) => api(parameters.parameterSave, payload, inRegion(region)),
    onSettled: () => refresh(),
  });
}

export function useDeleteParameter() {
  const region = useCurrentRegion();
  const refresh = useRefreshParameters();
  return useMutation({
    mutationFn: (key: string) => api(parameters.parameterDelete, { key }, inRegion(region)),
    onSettled: () => refresh(),
  });
}

export const useParameterTypeList = (list: ListState<object>) => useListQuery(parameters.typeList, {
  pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

/** Refreshes what a change to the types shows: their list, the options and the parameters (which show the category). */
function useRefreshTypes() {
  const refresh = useRefreshEndpoints();
  const region = useCurrentRegion();
  return () => refresh([parameters.typeList, parameters.typeInfo, parameters.typeOptions, parameters.parameterList], region);
}

export function useSaveParameterType() {
  const region = useCurrentRegion();
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof parameters.typeSave>) => api(parameters.typeSave, payload, inRegion(region)),
    onSettled: () => refresh(),
  });
}

export function useDeleteParameterType() {
  const region = useCurrentRegion();
  const refresh = useRefreshTypes();
  return useMutation({
    mutationFn: (key: string) => api(parameters.typeDelete, { key }, inRegion(region)),
    onSettled: () => refresh(),
  });
}

/** del_syslog_time is shown in days and stored in seconds (spec 2 §5). */
export const isSyslogRetention = (key: string | undefined) => key === parameters.DEL_SYSLOG_TIME_KEY;
export const daysOf = (seconds: string) => Number(seconds) / parameters.SECONDS_PER_DAY;
export const secondsOf = (days: number) => String(days * parameters.SECONDS_PER_DAY);
