import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maintenanceNotice as contract, RetCode, type RegionName, type RequestOf } from '@gwn/contract/console';
import { api } from '../../../api/client.ts';
import { endpointKey } from '../../../api/query-keys.ts';
import { inEachRegion, sendToRegions } from '../../../api/send-to-regions.ts';
import { ApiCallError } from '../../../api/api-error.ts';
import { useCurrentRegion } from '../../../lib/session-storage.ts';

/** How often the e-mail progress is read again while a notice is being sent. */
const PROGRESS_POLL_MS = 2000;

/** The current region's latest notice with its e-mail progress (read again while sending). */
export function useNotice() {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: endpointKey(region, contract.read),
    queryFn: () => api(contract.read, {}, { region: region ?? undefined }),
    refetchInterval: (q) => (q.state.data?.notice?.progress.status === 'sending' ? PROGRESS_POLL_MS : false),
  });
}

export function useTimezones() {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: endpointKey(region, contract.timezones),
    queryFn: () => api(contract.timezones, {}, { region: region ?? undefined }),
    staleTime: Infinity,
  });
}

/** Sends the notice to every chosen region at once; each region's outcome comes back. */
export function useSubmitNotice() {
  const region = useCurrentRegion();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof contract.submit>) =>
      sendToRegions(contract.submit, payload.regionSelect as RegionName[], () => payload),
    onSettled: () => client.invalidateQueries({ queryKey: endpointKey(region, contract.read) }),
  });
}

/** Ends the notice in every region it went to; a region where it is no longer scheduled counts as ended. */
export function useFinishNotice() {
  const region = useCurrentRegion();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (regions: RegionName[]) => inEachRegion(regions, async (r) => {
      try {
        return await api(contract.finish, {}, { region: r });
      } catch (err) {
        if (err instanceof ApiCallError && err.retCode === RetCode.NotFound) return { finished: false };
        throw err;
      }
    }),
    onSettled: () => client.invalidateQueries({ queryKey: endpointKey(region, contract.read) }),
  });
}
