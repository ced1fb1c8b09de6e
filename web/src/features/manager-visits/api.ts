import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managerVisits } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

export interface VisitFilter { search: string; startDate?: number; endDate?: number }

/** One page of the current region's manager visits. */
export function useManagerVisits(filter: VisitFilter, pageNum: number, pageSize: number) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: regionKey(region, 'managerVisits', filter, pageNum, pageSize),
    queryFn: () => api(managerVisits.infos, {
      search: filter.search || undefined, startDate: filter.startDate, endDate: filter.endDate, pageNum, pageSize,
    }, { region: region ?? undefined }),
    placeholderData: keepPreviousData,
  });
}
