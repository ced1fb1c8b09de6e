import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUsers, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

/** serverId sent with every user and role call (spec 3 §6). */
export const SERVER_ID = 'gwn_admin';

export const useAdminUserList = (list: ListState<object>) =>
  useListQuery(adminUsers.list, { search: list.search || undefined, pageNum: list.pageNum, pageSize: list.pageSize, serverId: SERVER_ID }, null);

export const useRoleOptions = (enabled: boolean) =>
  useQuery({ ...regionQuery(adminUsers.roleOptions, { serverId: SERVER_ID }, null), enabled });

type AddFields = RequestOf<typeof adminUsers.add>;
type EditFields = RequestOf<typeof adminUsers.edit>;

function useUserMutation<T>(call: (input: T) => Promise<unknown>) {
  const refresh = useRefreshEndpoints();
  return useMutation({ mutationFn: call, onSettled: () => refresh([adminUsers.list], null) });
}

export const useAddUser = () => useUserMutation((fields: AddFields) => api(adminUsers.add, fields));
export const useEditUser = () => useUserMutation((fields: EditFields) => api(adminUsers.edit, fields));
export const useDeleteUser = () =>
  useUserMutation((input: { userId: number; userEmail: string; password: string }) => api(adminUsers.remove, { ...input, serverId: SERVER_ID }));
/** Removing another user's second factor: with the operator's own password, as delete (re-authentication). */
export const useCloseMfa = () => useUserMutation((input: { id: number; password: string }) => api(adminUsers.closeMfa, input));
