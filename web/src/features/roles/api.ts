import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUsers, roles, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';

/** serverId sent with every user and role call (spec 3 §6). */
const SERVER_ID = 'gwn_admin';

export const useRoleList = () => useQuery(regionQuery(roles.list, { serverId: SERVER_ID }, null));

/** The editor's tree: empty for a new role, ticked as the role grants for an existing one. */
export const useRoleTree = (id: number | undefined, enabled: boolean) =>
  useQuery({ ...regionQuery(roles.functionTree, { serverId: SERVER_ID, ...(id === undefined ? {} : { id }) }, null), enabled });

type Fields = Omit<RequestOf<typeof roles.add>, 'serverId'>;

export function useSaveRole() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: ({ id, ...fields }: Fields & { id?: number }) => (id === undefined
      ? api(roles.add, { ...fields, serverId: SERVER_ID })
      : api(roles.edit, { id, ...fields, serverId: SERVER_ID })),
    onSettled: () => refresh([roles.list, roles.functionTree, adminUsers.roleOptions, adminUsers.list], null),
  });
}

export function useDeleteRole() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) => api(roles.remove, { id, serverId: SERVER_ID }),
    onSettled: () => refresh([roles.list, adminUsers.roleOptions], null),
  });
}
