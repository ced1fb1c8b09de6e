import { useMutation } from '@tanstack/react-query';
import { plugins } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { useRefreshEndpoints } from '../../api/region-query.ts';
import { sortRequest } from '../../components/list/list-params.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';

/** Plugins live in the regions plugin uploads may target (only US, spec 2 §9); the list reads the first. */
export const PLUGIN_REGION = plugins.PLUGIN_REGIONS[0];

export const usePluginList = (list: ListState<object>) =>
  useListQuery(plugins.list, { search: list.search || undefined, ...sortRequest(list.sort, plugins.PLUGIN_SORTS), pageNum: list.pageNum, pageSize: list.pageSize }, PLUGIN_REGION);

/** Reloads the list after an upload or a delete, whatever its outcome (spec 2 §4). */
export function useReloadPlugins() {
  const refresh = useRefreshEndpoints();
  return () => refresh([plugins.list], PLUGIN_REGION);
}

export function useDeletePlugin() {
  const reload = useReloadPlugins();
  return useMutation({
    mutationFn: (id: number) => api(plugins.remove, { id }, { region: PLUGIN_REGION }),
    onSettled: reload,
  });
}
