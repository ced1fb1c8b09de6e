import { apiLimits } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { apiLimitService } from './service.ts';

/** The API limit screen (spec 3 "API limit list"): the limits the open API's calls are counted against. */
export const registerApiLimits: RegionArea = (host, ctx) => {
  const service = apiLimitService(ctx.callLimiter);
  host.handle(apiLimits.list, service.list);
  host.handle(apiLimits.appIds, service.appIds);
  host.handle(apiLimits.defaultUrls, service.defaultUrls);
  host.handle(apiLimits.add, service.add);
  host.handle(apiLimits.edit, service.edit);
  host.handle(apiLimits.remove, service.remove);
  host.handle(apiLimits.issueApplication, service.issueApplication);
  host.handle(apiLimits.defaultUrlsBySpec, service.defaultUrlsBySpec);
  host.handle(apiLimits.applicationEnterprises, service.applicationEnterprises);
  host.handle(apiLimits.listApplications, service.listApplications);
  host.handle(apiLimits.revokeApplication, service.revokeApplication);
};
