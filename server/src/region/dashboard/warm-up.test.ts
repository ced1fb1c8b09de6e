import { describe, expect, it } from 'vitest';
import type { DashboardRepo } from './repo.ts';
import { dashboardService } from './service.ts';

/** A repo that counts how often each aggregate ran and reports the given device estimate. */
function countingRepo(estimate: number) {
  const runs: Record<string, number> = {};
  const ran = <T>(name: string, value: T) => async () => { runs[name] = (runs[name] ?? 0) + 1; return value; };
  const repo: DashboardRepo = {
    estimatedDevices: async () => estimate,
    enterpriseCounts: ran('enterprises', { totalCount: 1, outdoorHasAPCount: 0, outdoorNoAPCount: 0, indoorHasAPCount: 1, indoorNoAPCount: 0 }),
    apCounts: ran('aps', { totalOnline: 1, totalOffline: 0, outdoorOnline: 0, outdoorOffline: 0, indoorOnline: 1, indoorOffline: 0, freeOnline: 0 }),
    clientCounts: ran('clients', { totalCount: 3, outdoorCount: 0, indoorCount: 3 }),
    deviceCounts: ran('devices', {
      totalCount: 1, apCount: 1, routerCount: 0, switchCount: 0, apOnline: 1, apOffline: 0,
      routerOnline: 0, routerOffline: 0, switchOnline: 0, switchOffline: 0,
    }),
    managerDistribution: ran('managers', { managerCount: 0, apCount: 0, routerCount: 0, switchCount: 0 }),
  };
  return { repo, runs };
}

describe('dashboard warm-up', () => {
  it('computes every answer at start for a huge region, then serves them from the cache', async () => {
    const { repo, runs } = countingRepo(10_000_000);
    const service = dashboardService(repo, { cacheSeconds: 5 });
    await service.warmIfLarge();
    expect(runs).toEqual({ enterprises: 1, aps: 1, clients: 1, devices: 1, managers: 1 });
    expect(await service.clientCount()).toEqual({ clientMap: { totalCount: 3, outdoorCount: 0, indoorCount: 3 } });
    expect(runs.clients).toBe(1);
  });

  it('leaves a small region alone: its first viewer computes the answers quickly', async () => {
    const { repo, runs } = countingRepo(1_000);
    await dashboardService(repo, { cacheSeconds: 5 }).warmIfLarge();
    expect(runs).toEqual({});
  });
});
