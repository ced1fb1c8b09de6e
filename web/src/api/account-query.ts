import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { EndpointDescriptor, RequestOf } from '@gwn/contract/console';
import { api } from './client.ts';
import { accountEndpointKey } from './query-keys.ts';

/**
 * The twin of regionQuery for the account service (the operator's own data, not a region's): one call as TanStack
 * query options keyed `['account', path, payload]`, so the key cannot drift from the call and a region switch
 * leaves it alone.
 *
 *   useQuery(accountQuery(personal.show, { serverId: SERVER_ID.console }))
 */
export function accountQuery<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>) {
  return queryOptions({ queryKey: accountEndpointKey(endpoint, payload), queryFn: () => api(endpoint, payload) });
}

/** `refresh([personal.show])` after a change: marks every query of those account endpoints stale and refetches the ones on screen. */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    (endpoints: readonly EndpointDescriptor[]) => Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: accountEndpointKey(e) }))).then(() => undefined),
    [queryClient],
  );
}
