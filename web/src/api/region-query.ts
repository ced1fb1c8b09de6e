import { useCallback } from 'react';
import { queryOptions, useQueryClient, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import type { EndpointDescriptor, RegionName, RequestOf } from '@gwn/contract/console';
import { api } from './client.ts';
import { endpointKey } from './query-keys.ts';

/**
 * One call of a region as TanStack query options, keyed by what it asks: `['region', region, path, payload]`.
 * The key needs no naming and cannot drift from the call; a region switch (REGION_SCOPE) refetches it.
 * `region` null is the header's current region before one is stored (the client then uses the stored admin address).
 *
 *   useQuery(regionQuery(firmware.list, { pageNum, pageSize }, region))
 */
export function regionQuery<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, region: RegionName | null) {
  return queryOptions({
    queryKey: endpointKey(region, endpoint, payload),
    queryFn: () => api(endpoint, payload, { region: region ?? undefined }),
  });
}

/** Refresh every region's queries of an endpoint (an upload or add may have gone to several regions). */
export const EVERY_REGION = 'every region';
export type RefreshScope = RegionName | null | typeof EVERY_REGION;

/** The queries of an endpoint in one region, or in every region. */
export function endpointQueries(endpoint: EndpointDescriptor, scope: RefreshScope): QueryFilters {
  if (scope !== EVERY_REGION) return { queryKey: endpointKey(scope, endpoint) };
  return { predicate: (query) => query.queryKey[0] === 'region' && query.queryKey[2] === endpoint.path };
}

/** Marks the endpoints' queries stale and refetches the ones on screen (STYLE: refresh only what a change affects). */
export function refreshEndpoints(queryClient: QueryClient, endpoints: readonly EndpointDescriptor[], scope: RefreshScope): Promise<void> {
  return Promise.all(endpoints.map((e) => queryClient.invalidateQueries(endpointQueries(e, scope)))).then(() => undefined);
}

/** `refresh([firmware.list], region)` after a change; `EVERY_REGION` when it went to several regions. */
export function useRefreshEndpoints() {
  const queryClient = useQueryClient();
  return useCallback((endpoints: readonly EndpointDescriptor[], scope: RefreshScope) => refreshEndpoints(queryClient, endpoints, scope), [queryClient]);
}
