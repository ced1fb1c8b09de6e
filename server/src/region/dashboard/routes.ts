import { dashboard } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { dashboardRepo } from './repo.ts';
import { DASHBOARD_CACHE_SECONDS, dashboardService } from './service.ts';

/**
 * The dashboard calls (spec 1 §7): read-only, so nothing is audited. Its answers are cached for the
 * life of the service, so the service and its repository are built once, on the region's database.
 */
export const registerDashboard: RegionArea = (host, ctx) => {
  const service = dashboardService(dashboardRepo(ctx.db), { cacheSeconds: DASHBOARD_CACHE_SECONDS });
  host.handleAll(dashboard, service);

  // A failure only means the first viewer computes the answers.
  host.onReady(() => service.warmIfLarge().catch((err: unknown) => ctx.log.warn({ err }, 'dashboard warm-up failed')));
};
