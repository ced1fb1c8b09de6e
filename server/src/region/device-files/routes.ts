import { deviceFiles } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { seedDemoDeviceFiles } from './demo.ts';
import { deviceFileService } from './service.ts';

/** Core files and capture files (spec 3), and the device endpoints they come from. */
export const registerDeviceFiles: RegionArea = (host, ctx) => {
  const core = deviceFileService(ctx, 'core');
  const capture = deviceFileService(ctx, 'capture');
  host.handle(deviceFiles.filter, core.filter);
  host.handle(deviceFiles.list, core.list);
  host.handle(deviceFiles.remove, core.remove);
  host.handle(deviceFiles.download, core.download);
  host.handle(deviceFiles.groups, core.groups);
  host.handle(deviceFiles.upload, core.upload, { maxBytes: ctx.config.uploadMaxBytes.coreFile });
  host.handle(deviceFiles.captureFilter, capture.filter);
  host.handle(deviceFiles.captureList, capture.list);
  host.handle(deviceFiles.captureRemove, capture.remove);
  host.handle(deviceFiles.captureDownload, capture.download);
  host.handle(deviceFiles.captureUpload, capture.upload, { maxBytes: ctx.config.uploadMaxBytes.captureFile });
  if (ctx.config.demoData) {
    host.onReady(async () => {
      const seeded = await seedDemoDeviceFiles(ctx);
      if (seeded > 0) ctx.log.info(`${ctx.region}: ${seeded} demo core and capture files`);
    });
  }
};
