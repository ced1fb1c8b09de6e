import { useMutation, useQuery } from '@tanstack/react-query';
import { apPasswords, type RegionName } from '@gwn/contract/console';
import { apiDownload, apiUpload, saveDownload } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const opts = (region: RegionName | null) => ({ region: region ?? undefined });

/** What a save, a delete or an import changes, in every region it went to. */
export const AP_PASSWORD_QUERIES = [apPasswords.list, apPasswords.byKeys];

export const useApPasswordList = (list: ListState<object>) =>
  useListQuery(apPasswords.list, { search: list.search || undefined, pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

export function useApModels() {
  return useQuery(regionQuery(apPasswords.modelList, {}, useCurrentRegion()));
}

/** Where each record of the page lives: the regions holding its MAC, and where its password or model differs. */
export function useApPasswordRegions(rows: readonly apPasswords.ApPasswordRow[], region: RegionName | null) {
  return useRecordRegions(apPasswords.byKeys, rows.map((r) => r.mac), {
    keyOf: (row) => row.mac,
    compared: ({ ssidPassword, model, comment, lockType }) => [ssidPassword, model, comment, lockType],
  }, region);
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
    onSettled: () => refresh(AP_PASSWORD_QUERIES, region),
  });
}
