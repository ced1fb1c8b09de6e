import { dashboard } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { RegionDb } from '../../db/connect.ts';
import { dashboardRepo } from './repo.ts';
import { dashboardService } from './service.ts';

/** The dashboard calls (spec 1 §7): read-only, so nothing is audited. */
export function registerDashboardRoutes(host: EndpointHost, deps: { db: RegionDb; cacheSeconds: number }): void {
  const service = dashboardService(dashboardRepo(deps.db), { cacheSeconds: deps.cacheSeconds });
  registerEndpoint(host, dashboard.accountCount, () => service.accountCount());
  registerEndpoint(host, dashboard.apCount, () => service.apCount());
  registerEndpoint(host, dashboard.clientCount, () => service.clientCount());
  registerEndpoint(host, dashboard.deviceCount, () => service.deviceCount());
  registerEndpoint(host, dashboard.prorateCount, () => service.prorateCount());
  // Background work: a failure only means the first viewer computes the answers instead.
  service.warmIfLarge().catch(() => undefined);
}
