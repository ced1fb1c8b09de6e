import { useQuery } from '@tanstack/react-query';
import { speedServers, type RegionName } from '@gwn/contract/console';
import { regionQuery } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

export type SpeedServerRow = speedServers.SpeedServerRow;

/** What a save or a delete changes, in every region it went to. */
export const SPEED_SERVER_QUERIES = [speedServers.list, speedServers.info, speedServers.byKeys];

/** One page of the current region's servers: search by name or provider, newest change first unless sorted ascending. */
export const useSpeedServerList = (list: ListState<object>) => useListQuery(speedServers.list, {
  search: list.search, order: list.sort?.order === 'ascend' ? 'asc' : 'desc', pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region);

/** The server being edited, read fresh from its region (info, without the secret). */
export function useSpeedServerInfo(id: number | undefined) {
  const region = useCurrentRegion();
  return useQuery({ ...regionQuery(speedServers.info, { id: id ?? 0 }, region), enabled: id !== undefined, gcTime: 0 });
}

/** Where each server of the page lives: the regions holding a copy with its uid, and where a copy differs. */
export function useSpeedServerRegions(rows: readonly SpeedServerRow[], region: RegionName | null) {
  return useRecordRegions(speedServers.byKeys, rows.map((r) => r.uid), {
    keyOf: (row) => row.uid,
    compared: ({ id: _id, timeStr: _time, regions: _regions, ...fields }) => fields,
  }, region);
}
