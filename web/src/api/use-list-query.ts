import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointDescriptor, RegionName, RequestOf } from '@gwn/contract/console';
import { regionQuery } from './region-query.ts';

/**
 * One page of a region's list call; the page on screen stays while the next one loads. `enabled` false
 * while the list must not be asked for (a search-first list before its first search).
 */
export function useListQuery<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, region: RegionName | null, enabled = true) {
  return useQuery({ ...regionQuery(endpoint, payload, region), placeholderData: keepPreviousData, enabled });
}
