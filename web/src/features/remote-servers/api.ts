import { remoteServers, type RegionName } from '@gwn/contract/console';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';

/** What a save or a delete changes, in every region it went to. */
export const REMOTE_SERVER_QUERIES = [remoteServers.list, remoteServers.byKeys];

export const useRemoteServerList = (list: ListState<object>) =>
  useListQuery(remoteServers.list, { pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

/** Where each server of the page lives: the regions holding a copy with its uid, and where a copy differs. */
export function useRemoteServerRegions(rows: readonly remoteServers.RemoteServerRow[], region: RegionName | null) {
  return useRecordRegions(remoteServers.byKeys, rows.map((r) => r.uid), {
    keyOf: (row) => row.uid,
    compared: ({ serviceRegion, zone, serverIp }) => [serviceRegion, zone, serverIp],
  }, region);
}
