import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataClean } from '@gwn/contract/console';
import { api } from '../../../api/client.ts';
import { regionQuery } from '../../../api/region-query.ts';
import { useCurrentRegion } from '../../../lib/session-storage.ts';

/** How often the status is asked again while the job runs. */
const RUNNING_POLL_MS = 2000;

/** The data-clean job of the current region; polled while it runs. */
export function useDataCleanStatus() {
  const region = useCurrentRegion();
  return useQuery({
    ...regionQuery(dataClean.status, {}, region),
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });
}

/** Starts or stops the job; the reply is the new status, put straight into the status query. */
export function useToggleDataClean() {
  const region = useCurrentRegion();
  const client = useQueryClient();
  const { queryKey } = regionQuery(dataClean.status, {}, region);
  return useMutation({
    mutationFn: (run: boolean) => api(run ? dataClean.start : dataClean.stop, {}, { region: region ?? undefined }),
    onSuccess: (status) => client.setQueryData(queryKey, status),
    onError: () => void client.invalidateQueries({ queryKey }),
  });
}
