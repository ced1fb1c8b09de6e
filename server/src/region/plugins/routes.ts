import { plugins } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { keepUploadAs } from '../shared/stored-files.ts';
import { pluginService } from './service.ts';

/** Plugins (spec 2 screen 13). */
export const registerPlugins: RegionArea = (host, ctx) => {
  const service = pluginService(ctx);
  host.handleAll(plugins, {
    upload: keepUploadAs('plugin', ctx.files),
    list: service.list,
    remove: service.remove,
  }, { upload: { maxBytes: ctx.config.uploadMaxBytes.plugin } });
};
