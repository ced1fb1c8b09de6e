import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plugins } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';

/** Plugins live in the regions plugin uploads may target (only US, spec 2 §9); the list reads the first. */
export const PLUGIN_REGION = plugins.PLUGIN_REGIONS[0];

const listKey = regionKey(PLUGIN_REGION, 'plugins');

export function usePluginList(search: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...listKey, search, pageNum, pageSize],
    queryFn: () => api(plugins.list, { search: search || undefined, pageNum, pageSize }, { region: PLUGIN_REGION }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the list after an upload or a delete, whatever its outcome (spec 2 §4). */
export function useReloadPlugins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKey });
}

export function useDeletePlugin() {
  const reload = useReloadPlugins();
  return useMutation({
    mutationFn: (id: number) => api(plugins.remove, { id }, { region: PLUGIN_REGION }),
    onSettled: reload,
  });
}
