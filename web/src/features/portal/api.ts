import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal, type RegionName } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

export function usePortalFiles(pageNum: number, pageSize: number) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: [...regionKey(region, 'portal'), 'show', pageNum, pageSize],
    queryFn: () => api(portal.show, { pageNum, pageSize }, { region: region ?? undefined }),
    placeholderData: keepPreviousData,
  });
}

/** The models and their current versions, from the first region the zip went to. */
export function usePortalVersions(region: RegionName | undefined) {
  return useQuery({
    queryKey: [...regionKey(region ?? null, 'portal'), 'versions'],
    queryFn: () => api(portal.listVersions, {}, { region }),
    enabled: region !== undefined,
    staleTime: 0,
  });
}

export function useReloadPortal() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'region' && q.queryKey[2] === 'portal' });
}
