import { portal } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { portalService } from './service.ts';

/** Portal files (spec 2 screen 12). */
export const registerPortal: RegionArea = (host, ctx) => {
  const service = portalService(ctx);
  const limit = { maxBytes: ctx.config.uploadMaxBytes.portal };
  host.handleAll(portal, {
    upload: service.uploadZip,
    uploadLogo: service.uploadImage,
    saveVersions: service.saveVersions,
    listVersions: service.listVersions,
    show: service.show,
    byKeys: service.byKeys,
  }, { upload: limit, uploadLogo: limit });
};
