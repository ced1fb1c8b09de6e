import { deviceFiles } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { seedDemoDeviceFiles } from './demo.ts';
import { deviceFileService } from './service.ts';

/** Core files and capture files (spec 3), and the device endpoints they come from. */
export const registerDeviceFiles: RegionArea = (host, ctx) => {
  const core = deviceFileService(ctx, 'core');
  const capture = deviceFileService(ctx, 'capture');
  host.handleAll(deviceFiles, {
    filter: core.filter,
    list: core.list,
    remove: core.remove,
    download: core.download,
    groups: core.groups,
    upload: core.upload,
    captureFilter: capture.filter,
    captureList: capture.list,
    captureRemove: capture.remove,
    captureDownload: capture.download,
    captureUpload: capture.upload,
  }, {
    upload: { maxBytes: ctx.config.uploadMaxBytes.coreFile },
    captureUpload: { maxBytes: ctx.config.uploadMaxBytes.captureFile },
  });
  if (ctx.config.demoData) {
    host.onReady(async () => {
      const seeded = await seedDemoDeviceFiles(ctx);
      if (seeded > 0) ctx.log.info(`${ctx.region}: ${seeded} demo core and capture files`);
    });
  }
};
