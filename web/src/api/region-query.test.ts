import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { firmware, plugins } from '@gwn/contract/console';
import { REGION_SCOPE } from './query-keys.ts';
import { EVERY_REGION, refreshEndpoints, regionQuery } from './region-query.ts';

function seeded() {
  const queryClient = new QueryClient();
  for (const region of ['US', 'EU'] as const) {
    queryClient.setQueryData(regionQuery(firmware.list, { pageNum: 1, pageSize: 10 }, region).queryKey, { total: 0, result: [] });
    queryClient.setQueryData(regionQuery(plugins.list, { pageNum: 1, pageSize: 10 }, region).queryKey, { total: 0, result: [] });
  }
  const stale = () => queryClient.getQueryCache().getAll().filter((q) => q.isStale()).map((q) => `${String(q.queryKey[1])} ${String(q.queryKey[2])}`).sort();
  return { queryClient, stale };
}

describe('region queries', () => {
  it('are keyed by region, endpoint path and payload, under the region scope a switch refetches', () => {
    const { queryKey } = regionQuery(firmware.list, { pageNum: 2, pageSize: 20 }, 'EU');
    expect(queryKey).toEqual(['region', 'EU', '/admin/firmware/firmwares', { pageNum: 2, pageSize: 20 }]);
    expect(queryKey.slice(0, REGION_SCOPE.length)).toEqual([...REGION_SCOPE]);
  });

  it('refresh an endpoint in one region, or in every region', async () => {
    let { queryClient, stale } = seeded();
    await refreshEndpoints(queryClient, [firmware.list], 'EU');
    expect(stale()).toEqual(['EU /admin/firmware/firmwares']);
    ({ queryClient, stale } = seeded());
    await refreshEndpoints(queryClient, [firmware.list], EVERY_REGION);
    expect(stale()).toEqual(['EU /admin/firmware/firmwares', 'US /admin/firmware/firmwares']);
  });
});
