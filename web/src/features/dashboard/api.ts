import { useQuery } from '@tanstack/react-query';
import { dashboard, type Endpoint, type RequestOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** One dashboard call of the current region, keyed by region so a switch refetches it. */
function useRegionCount<E extends Endpoint>(name: string, endpoint: E, payload: RequestOf<E>) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: regionKey(region, 'dashboard', name),
    queryFn: () => api(endpoint, payload, { region: region ?? undefined }),
  });
}

export const useAccountCount = () => useRegionCount('account', dashboard.accountCount, {});
export const useApCount = () => useRegionCount('ap', dashboard.apCount, {});
export const useClientCount = () => useRegionCount('client', dashboard.clientCount, {});
export const useDeviceCount = () => useRegionCount('device', dashboard.deviceCount, {});
export const useProrateCount = () => useRegionCount('prorate', dashboard.prorateCount, {});
