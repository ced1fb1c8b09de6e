import { useQuery } from '@tanstack/react-query';
import { firmware, type RegionName } from '@gwn/contract/console';
import { regionQuery } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import { sortRequest } from '../../components/list/list-params.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';

export const useFirmwareList = (list: ListState<object>) =>
  useListQuery(firmware.list, { ...sortRequest(list.sort, firmware.FIRMWARE_SORTS), pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

/** Models for the details step, from the first region the file went to. */
export function useApTypes(region: RegionName | undefined) {
  return useQuery({ ...regionQuery(firmware.apTypes, {}, region ?? null), enabled: region !== undefined });
}

/** What an upload or a delete changes, in every region it went to. */
export const FIRMWARE_QUERIES = [firmware.list, firmware.byKeys];

/** Where each release of the page lives: the regions holding its firmware number, and where its file or models differ. */
export function useFirmwareRegions(rows: readonly firmware.FirmwareRow[], region: RegionName | null) {
  return useRecordRegions(firmware.byKeys, rows.map((r) => r.firmwareNum), {
    keyOf: (row) => row.firmwareNum,
    compared: ({ apType, md5, updateSuggest, updateBeta }) => [apType, md5, updateSuggest, updateBeta],
  }, region);
}
