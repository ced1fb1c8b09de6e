import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apPasswords, type RegionName, type RequestOf } from '@gwn/contract';
import { api, apiDownload, apiUpload, saveDownload } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const opts = (region: RegionName | null) => ({ region: region ?? undefined });

export function useApPasswordList(search: string, pageNum: number, pageSize: number) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: regionKey(region, 'apPasswords', search, pageNum, pageSize),
    queryFn: () => api(apPasswords.list, { search: search || undefined, pageNum, pageSize }, opts(region)),
    placeholderData: keepPreviousData,
  });
}

export function useApModels() {
  const region = useCurrentRegion();
  return useQuery({ queryKey: regionKey(region, 'apModels'), queryFn: () => api(apPasswords.modelList, {}, opts(region)) });
}

/** Refreshes the current region's list after any change. */
export function useReloadApPasswords() {
  const region = useCurrentRegion();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: regionKey(region, 'apPasswords') });
}

export function useEditApPassword() {
  const region = useCurrentRegion();
  const reload = useReloadApPasswords();
  return useMutation({ mutationFn: (p: RequestOf<typeof apPasswords.edit>) => api(apPasswords.edit, p, opts(region)), onSettled: reload });
}

export function useDeleteApPassword() {
  const region = useCurrentRegion();
  const reload = useReloadApPasswords();
  return useMutation({ mutationFn: (mac: string) => api(apPasswords.remove, { mac }, opts(region)), onSettled: reload });
}

export async function downloadTemplate(region: RegionName | null): Promise<void> {
  saveDownload(await apiDownload(apPasswords.downloadTemplate, {}, opts(region)), 'ap-password-template.csv');
}

export function useImportApPasswords() {
  const region = useCurrentRegion();
  const reload = useReloadApPasswords();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload(apPasswords.importCsv, form, opts(region));
    },
    onSettled: reload,
  });
}
