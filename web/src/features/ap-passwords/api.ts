import { useMutation, useQuery } from '@tanstack/react-query';
import { apPasswords, type RegionName, type RequestOf } from '@gwn/contract';
import { api, apiDownload, apiUpload, saveDownload } from '../../api/client.ts';
import { EVERY_REGION, regionQuery, useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const opts = (region: RegionName | null) => ({ region: region ?? undefined });

export const useApPasswordList = (list: ListState<object>) =>
  useListQuery(apPasswords.list, { search: list.search || undefined, pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

export function useApModels() {
  return useQuery(regionQuery(apPasswords.modelList, {}, useCurrentRegion()));
}

/** Refreshes the lists after a change; an add may have gone to every region. */
export function useReloadApPasswords() {
  const refresh = useRefreshEndpoints();
  return () => refresh([apPasswords.list], EVERY_REGION);
}

export function useEditApPassword() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (p: RequestOf<typeof apPasswords.edit>) => api(apPasswords.edit, p, opts(region)),
    onSettled: () => refresh([apPasswords.list], region),
  });
}

export function useDeleteApPassword() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (mac: string) => api(apPasswords.remove, { mac }, opts(region)),
    onSettled: () => refresh([apPasswords.list], region),
  });
}

export async function downloadTemplate(region: RegionName | null): Promise<void> {
  saveDownload(await apiDownload(apPasswords.downloadTemplate, {}, opts(region)), 'ap-password-template.csv');
}

export function useImportApPasswords() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(apPasswords.importCsv.upload.field, file);
      return apiUpload(apPasswords.importCsv, form, opts(region));
    },
    onSettled: () => refresh([apPasswords.list], region),
  });
}
