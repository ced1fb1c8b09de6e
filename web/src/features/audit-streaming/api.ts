import { useMutation, useQuery } from '@tanstack/react-query';
import { auditStream, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';

/** The destinations with their delivery status, refreshed while the screen is open (backlog moves on its own). */
export const useDestinations = () => useQuery({ ...regionQuery(auditStream.list, {}, null), refetchInterval: 5000 });

export function useAddDestination() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (fields: RequestOf<typeof auditStream.add>) => api(auditStream.add, fields),
    onSettled: () => refresh([auditStream.list], null),
  });
}

export function useDeleteDestination() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) => api(auditStream.remove, { id }),
    onSettled: () => refresh([auditStream.list], null),
  });
}

export const useSendTest = () => useMutation({ mutationFn: (id: number) => api(auditStream.sendTest, { id }) });
