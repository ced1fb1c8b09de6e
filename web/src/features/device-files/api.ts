import { useMutation, useQuery } from '@tanstack/react-query';
import { deviceFiles, type RegionName } from '@gwn/contract/console';
import { api, apiDownload, saveDownload } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import type { FilterParser } from '../../components/list/list-params.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

export type DeviceFileKind = deviceFiles.DeviceFileKind;
export type DeviceFileRow = deviceFiles.DeviceFileRow;

/** The calls of each list: core files and capture files have the same shape (spec 3). */
export const FILE_ENDPOINTS = {
  core: { filter: deviceFiles.filter, list: deviceFiles.list, remove: deviceFiles.remove, download: deviceFiles.download },
  capture: {
    filter: deviceFiles.captureFilter, list: deviceFiles.captureList, remove: deviceFiles.captureRemove, download: deviceFiles.captureDownload,
  },
} as const;

/** Several values in one URL parameter, comma-separated (e-mails and MACs hold no comma). */
const valueList: FilterParser<string> = (raw) => (raw.split(',').some((v) => v.trim() !== '') ? raw : undefined);
export const splitValues = (joined: string | undefined): string[] => (joined ? joined.split(',').filter((v) => v.trim() !== '') : []);

/** The filters in the URL: e-mails, MACs, and on the core-file screen the crash-group view. */
export const FILE_FILTERS = { email: valueList, mac: valueList, view: ((raw) => (raw === 'groups' ? 'groups' : undefined)) as FilterParser<'groups'> };
export type FileFilters = { email?: string; mac?: string; view?: 'groups' };

/** Sortable columns (keys) and the sort field the service knows them by (spec 3 §9). */
export const SORT_FIELDS: Record<string, 'upload_time' | 'email'> = { lastModified: 'upload_time', uploaderEmail: 'email' };

export function useDeviceFileList(kind: DeviceFileKind, list: ListState<FileFilters>) {
  const emails = splitValues(list.filters.email);
  const macs = splitValues(list.filters.mac);
  return useListQuery(FILE_ENDPOINTS[kind].list, {
    search: list.search || undefined,
    filter: emails.length || macs.length ? { emails: emails.length ? emails : undefined, macs: macs.length ? macs : undefined } : undefined,
    type: list.sort ? SORT_FIELDS[list.sort.field] ?? 'upload_time' : 'upload_time',
    order: list.sort?.order === 'ascend' ? 'asc' : 'desc',
    pageNum: list.pageNum, pageSize: list.pageSize,
  }, list.region);
}

export const useFilterOptions = (kind: DeviceFileKind, region: RegionName | null) =>
  useQuery(regionQuery(FILE_ENDPOINTS[kind].filter, {}, region));

export const useCrashGroups = (region: RegionName | null, enabled: boolean) =>
  useQuery({ ...regionQuery(deviceFiles.groups, { pageNum: 1, pageSize: 100 }, region), enabled });

export function useDeleteDeviceFile(kind: DeviceFileKind, region: RegionName | null) {
  const refresh = useRefreshEndpoints();
  const calls = FILE_ENDPOINTS[kind];
  return useMutation({
    mutationFn: (row: { id: number; mac: string }) => api(calls.remove, { id: row.id, mac: row.mac }, { region: region ?? undefined }),
    onSettled: () => refresh(kind === 'core' ? [calls.list, calls.filter, deviceFiles.groups] : [calls.list, calls.filter], region),
  });
}

/** Downloads a file; a failure is only logged (spec 3 §8), the screen shows nothing. */
export async function downloadDeviceFile(kind: DeviceFileKind, row: DeviceFileRow, region: RegionName | null): Promise<void> {
  try {
    saveDownload(await apiDownload(FILE_ENDPOINTS[kind].download, { id: row.id, mac: row.mac }, { region: region ?? undefined }), row.fileName);
  } catch (err) {
    console.error(`downloading ${row.fileName} failed`, err);
  }
}
