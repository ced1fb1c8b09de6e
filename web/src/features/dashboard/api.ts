import { useQuery } from '@tanstack/react-query';
import { dashboard, type EndpointDescriptor, type RequestOf } from '@gwn/contract/console';
import { regionQuery } from '../../api/region-query.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** One dashboard call of the current region, keyed by region so a switch refetches it. */
function useRegionCount<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>) {
  return useQuery(regionQuery(endpoint, payload, useCurrentRegion()));
}

export const useAccountCount = () => useRegionCount(dashboard.accountCount, {});
export const useApCount = () => useRegionCount(dashboard.apCount, {});
export const useClientCount = () => useRegionCount(dashboard.clientCount, {});
export const useDeviceCount = () => useRegionCount(dashboard.deviceCount, {});
export const useProrateCount = () => useRegionCount(dashboard.prorateCount, {});
