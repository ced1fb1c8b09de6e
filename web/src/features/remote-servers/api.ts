import { useMutation } from '@tanstack/react-query';
import { remoteServers, type RegionName, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { useRefreshEndpoints } from '../../components/list/region-query.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });

export const useRemoteServerList = (list: ListState<object>) =>
  useListQuery(remoteServers.list, { pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

type Fields = RequestOf<typeof remoteServers.add>;

/** Add (no id) or update (with id) a remote server of the current region. */
export function useSaveRemoteServer() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: ({ id, ...fields }: Fields & { id?: number }) => (id === undefined
      ? api(remoteServers.add, fields, inRegion(region))
      : api(remoteServers.update, { id, ...fields }, inRegion(region))),
    onSettled: () => refresh([remoteServers.list], region),
  });
}

export function useDeleteRemoteServers() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (ids: number[]) => api(remoteServers.remove, { ids }, inRegion(region)),
    onSettled: () => refresh([remoteServers.list], region),
  });
}
