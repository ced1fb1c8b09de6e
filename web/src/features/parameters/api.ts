import { useQuery } from '@tanstack/react-query';
import { DEMO_PARAMETER_TEXTS, DEMO_PARAMETER_TYPE_NAMES, demoTextIn, parameters, type RegionName } from '@gwn/contract/console';
import type { FilterParser } from '../../components/list/list-params.ts';
import { regionQuery } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { contractLang } from '../../i18n/index.ts';
import { useDataLanguage } from '../../lib/use-data-language.ts';

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

/** What a parameter save or delete changes, in every region it went to. */
export const PARAMETER_QUERIES = [parameters.parameterList, parameters.parameterInfo, parameters.parameterByKeys];

/** Where each parameter of the page lives: the regions holding its key, and where its category, value or words differ. */
export function useParameterRegions(rows: readonly parameters.ParameterRow[], region: RegionName | null) {
  return useRecordRegions(parameters.parameterByKeys, rows.map((r) => r.key), {
    keyOf: (row) => row.key,
    compared: ({ basicKey, name, value, description }) => [basicKey, name, value, description],
  }, region);
}

export const useParameterTypeList = (list: ListState<object>) => useListQuery(parameters.typeList, {
  pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

/**
 * What a type save or delete changes, in every region it went to: the types, the category options and the
 * parameters (which show the category).
 */
export const TYPE_QUERIES = [parameters.typeList, parameters.typeInfo, parameters.typeOptions, parameters.typeByKeys, parameters.parameterList];

/** Where each type of the page lives: the regions holding its key, and where its name or kind differs. */
export function useParameterTypeRegions(rows: readonly parameters.ParameterTypeRow[], region: RegionName | null) {
  return useRecordRegions(parameters.typeByKeys, rows.map((r) => r.key), {
    keyOf: (row) => row.key,
    compared: ({ name, type }) => [name, type],
  }, region);
}

/** del_syslog_time is shown in days and stored in seconds (spec 2 §5). */
export const isSyslogRetention = (key: string | undefined) => key === parameters.DEL_SYSLOG_TIME_KEY;
export const daysOf = (seconds: string) => Number(seconds) / parameters.SECONDS_PER_DAY;
export const secondsOf = (days: number) => String(days * parameters.SECONDS_PER_DAY);

/**
 * The seeded demo settings in the operator's language (contract/src/demo-settings-text.ts): a row still holding
 * the seeded English shows its translation; an operator's own words show as typed. Forms edit the stored text.
 */
export function useSeededText() {
  const lang = contractLang(useDataLanguage());
  return {
    typeName: (key: string, stored: string) => demoTextIn(lang, stored, DEMO_PARAMETER_TYPE_NAMES[key]),
    name: (key: string, stored: string) => demoTextIn(lang, stored, DEMO_PARAMETER_TEXTS[key]?.name),
    description: (key: string, stored: string) => demoTextIn(lang, stored, DEMO_PARAMETER_TEXTS[key]?.description),
  };
}
