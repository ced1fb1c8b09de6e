import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { releaseNote, systemBulletin, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { endpointKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** How often the shell asks again for the current bulletin, so it appears and goes at its window's edges. */
const CURRENT_POLL_MS = 60_000;

export function useReleaseNote() {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: endpointKey(region, releaseNote.info),
    queryFn: () => api(releaseNote.info, {}, { region: region ?? undefined }),
  });
}

export function useSaveReleaseNote() {
  const region = useCurrentRegion();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof releaseNote.save>) => api(releaseNote.save, payload, { region: region ?? undefined }),
    onSuccess: (data) => client.setQueryData(endpointKey(region, releaseNote.info), data),
  });
}

export function useBulletin() {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: endpointKey(region, systemBulletin.info),
    queryFn: () => api(systemBulletin.info, {}, { region: region ?? undefined }),
  });
}

export function useSaveBulletin() {
  const region = useCurrentRegion();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof systemBulletin.save>) => api(systemBulletin.save, payload, { region: region ?? undefined }),
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: endpointKey(region, systemBulletin.info) }),
      client.invalidateQueries({ queryKey: endpointKey(region, systemBulletin.current) }),
    ]),
  });
}

/** The current region's bulletin while its window is open (null outside it). */
export function useCurrentBulletin() {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: endpointKey(region, systemBulletin.current),
    queryFn: () => api(systemBulletin.current, {}, { region: region ?? undefined }),
    enabled: region !== null,
    refetchInterval: CURRENT_POLL_MS,
  });
}
