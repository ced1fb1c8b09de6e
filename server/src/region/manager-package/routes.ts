import { managerPackage } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { managerPackageService } from './service.ts';

/** The manager package (spec 3 /manage/list). */
export const registerManagerPackage: RegionArea = (host, ctx) => {
  const service = managerPackageService(ctx);
  host.handleAll(managerPackage, service, { upload: { maxBytes: ctx.config.uploadMaxBytes.managerPackage } });
};
