import { portal } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { portalService } from './service.ts';

/** Portal files (spec 2 screen 12). */
export const registerPortal: RegionArea = (host, ctx) => {
  const service = portalService(ctx);
  const limit = { maxBytes: ctx.config.uploadMaxBytes.portal };
  host.handle(portal.upload, service.uploadZip, limit);
  host.handle(portal.uploadLogo, service.uploadImage, limit);
  host.handle(portal.saveVersions, service.saveVersions);
  host.handle(portal.listVersions, service.listVersions);
  host.handle(portal.show, service.show);
  host.handle(portal.byKeys, service.byKeys);
};
