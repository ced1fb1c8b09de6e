import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { portal, type RegionName, type RequestOf } from '@gwn/contract';
import { api, apiOutcome } from '../../api/client.ts';
import { errorText } from '../../api/api-error.ts';
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

type SavePayload = Omit<RequestOf<typeof portal.saveVersions>, 'fileId'>;

/** Saves the per-model versions in every region with that region's fileId; outcomes per region. */
export async function saveVersionsInRegions(payload: SavePayload, fileIds: Partial<Record<RegionName, number>>) {
  const entries = Object.entries(fileIds) as [RegionName, number][]; // keys come from RegionName-keyed results
  return Promise.all(entries.map(async ([region, fileId]) => {
    try {
      const outcome = await apiOutcome(portal.saveVersions, { ...payload, fileId }, { region });
      return { region, ok: outcome.ok, msg: outcome.msg };
    } catch (err) {
      return { region, ok: false, msg: errorText(err) };
    }
  }));
}
