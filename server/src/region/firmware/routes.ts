import { firmware } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { keepUploadAs } from '../shared/stored-files.ts';
import { firmwareService } from './service.ts';

/** Firmware (spec 2 screen 7). */
export const registerFirmware: RegionArea = (host, ctx) => {
  const service = firmwareService(ctx);
  host.handle(firmware.upload, keepUploadAs('firmware', ctx.files), { maxBytes: ctx.config.uploadMaxBytes.firmware });
  host.handle(firmware.save, service.save);
  host.handle(firmware.list, service.list);
  host.handle(firmware.byKeys, service.byKeys);
  host.handle(firmware.apTypes, service.apTypes);
  host.handle(firmware.remove, service.remove);
};
