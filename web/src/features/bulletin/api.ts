import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { releaseNote, systemBulletin, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** How often the shell asks again for the current bulletin, so it appears and goes at its window's edges. */
const CURRENT_POLL_MS = 60_000;

export function useReleaseNote() {
  return useQuery(regionQuery(releaseNote.info, {}, useCurrentRegion()));
}

export function useSaveReleaseNote() {
  const region = useCurrentRegion();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof releaseNote.save>) => api(releaseNote.save, payload, { region: region ?? undefined }),
    // The saved note is the reply: shown at once, without asking again.
    onSuccess: (data) => client.setQueryData(regionQuery(releaseNote.info, {}, region).queryKey, data),
  });
}

export function useBulletin() {
  return useQuery(regionQuery(systemBulletin.info, {}, useCurrentRegion()));
}

export function useSaveBulletin() {
  const region = useCurrentRegion();
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof systemBulletin.save>) => api(systemBulletin.save, payload, { region: region ?? undefined }),
    // The editor and the shell's banner follow the saved bulletin.
    onSettled: () => refresh([systemBulletin.info, systemBulletin.current], region),
  });
}

/** The current region's bulletin while its window is open (null outside it). */
export function useCurrentBulletin() {
  const region = useCurrentRegion();
  return useQuery({ ...regionQuery(systemBulletin.current, {}, region), enabled: region !== null, refetchInterval: CURRENT_POLL_MS });
}
