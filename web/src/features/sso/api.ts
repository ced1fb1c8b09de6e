import { useMutation, useQuery } from '@tanstack/react-query';
import { adminUsers, sso, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';

export const useProviderList = () => useQuery(regionQuery(sso.providerList, {}, null));

/** The roles a mapping may give: those the operator may grant (the service checks again when saving). */
export const useRoleOptions = (enabled: boolean) =>
  useQuery({ ...regionQuery(adminUsers.roleOptions, { serverId: 'gwn_admin' }, null), enabled });

type AddFields = RequestOf<typeof sso.providerAdd>;
type EditFields = RequestOf<typeof sso.providerEdit>;

export function useSaveProvider() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (fields: { add: AddFields } | { edit: EditFields }) => ('add' in fields
      ? api(sso.providerAdd, fields.add) : api(sso.providerEdit, fields.edit)),
    onSettled: () => refresh([sso.providerList, sso.publicProviders], null),
  });
}

export function useDeleteProvider() {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: (id: number) => api(sso.providerDelete, { id }),
    onSettled: () => refresh([sso.providerList, sso.publicProviders], null),
  });
}

/** Starts a trial sign-in at the provider: the browser goes there and comes back to /login/sso with a report. */
export function useTryProvider() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { authorizationUrl } = await api(sso.providerTry, { id });
      window.location.assign(authorizationUrl);
    },
  });
}
