import { apiLimits } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { apiLimitService } from './service.ts';

/** The API limit screen (spec 3 "API limit list"): the limits the open API's calls are counted against. */
export const registerApiLimits: RegionArea = (host, ctx) => {
  const service = apiLimitService(ctx.callLimiter);
  host.handleAll(apiLimits, service);
};
