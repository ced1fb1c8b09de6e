import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUsers } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';

/** Whose sessions a card shows: the operator's own (no userId) or another admin user's. */
export interface SessionsOwner { userId?: number }

export function useSessions({ userId }: SessionsOwner) {
  return useQuery(userId === undefined
    ? regionQuery(adminUsers.mySessions, {}, null)
    : regionQuery(adminUsers.userSessions, { userId }, null));
}

export function useEndSession({ userId }: SessionsOwner) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (sessionId: number) => (userId === undefined
      ? api(adminUsers.endMySession, { sessionId })
      : api(adminUsers.endUserSession, { userId, sessionId })),
    onSettled: () => refresh([adminUsers.mySessions, adminUsers.userSessions], null),
  });
}

export function useEndAllSessions(userId: number) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: () => api(adminUsers.endAllUserSessions, { userId }),
    onSettled: () => refresh([adminUsers.userSessions], null),
  });
}
