import { firmware } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { keepUploadAs } from '../shared/stored-files.ts';
import { firmwareService } from './service.ts';

/** Firmware (spec 2 screen 7). */
export const registerFirmware: RegionArea = (host, ctx) => {
  const service = firmwareService(ctx);
  host.handleAll(firmware, {
    upload: keepUploadAs('firmware', ctx.files),
    save: service.save,
    list: service.list,
    byKeys: service.byKeys,
    apTypes: service.apTypes,
    remove: service.remove,
  }, { upload: { maxBytes: ctx.config.uploadMaxBytes.firmware } });
};
