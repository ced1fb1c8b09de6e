import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { flag, heldKeys, heldRows, page, paging, sorting } from './common.ts';

/**
 * Firmware limits (spec 2 §5, §9): under 1 GB, name at most 32 characters; the save button stops
 * showing loading after 10 s.
 */
export const FIRMWARE_LIMITS = { maxBytes: 1024 ** 3, nameMax: 32, apTypeMax: 1024, saveTimeoutMs: 10_000 } as const;

/** What every upload answers: the stored file's id and its MD5 (spec 2 §3 "Upload result"). */
export const uploadResult = z.object({ fileId: z.number().int(), md5: z.string(), fileName: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;

export const upload = endpoint({
  service: 'region', method: 'POST', path: '/admin/firmware/upload', guard: 'firmwareAdd', audit: 'firmwareUpload',
  summary: 'Upload a firmware image (multipart field "file"); returns fileId for save_firmware_name',
  request: z.object({}).passthrough(), response: uploadResult,
  upload: { field: 'file', maxBytes: FIRMWARE_LIMITS.maxBytes, accept: [], into: 'store' },
});

export const save = endpoint({
  service: 'region', method: 'POST', path: '/admin/firmware/save_firmware_name', guard: 'firmwareAdd', audit: 'firmwareSave',
  summary: 'Name an uploaded firmware image and choose its models',
  request: z.object({
    name: z.string().trim().min(1).max(FIRMWARE_LIMITS.nameMax),
    /** Models joined with commas (spec 2 §3). */
    apType: z.string().trim().min(1).max(FIRMWARE_LIMITS.apTypeMax)
      .refine((s) => s.split(',').some((m) => m.trim() !== ''), 'at least one model'),
    fileId: z.coerce.number().int().positive(),
    updateSuggest: flag.default(0),
    updateBeta: flag.default(0),
  }),
  response: z.object({ id: z.number().int() }),
});

export const firmwareRow = z.object({
  id: z.number().int(), firmwareNum: z.string(), apType: z.string(), md5: z.string(), size: z.number().int(),
  uploadTimeDisplay: z.string(), updateSuggest: z.number().int(), updateBeta: z.number().int(),
});
export type FirmwareRow = z.infer<typeof firmwareRow>;

/** What the firmware list sorts by (default: newest upload first): upload time, firmware number (name). */
export const FIRMWARE_SORTS = ['uploadTime', 'firmwareNum'] as const;

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/firmware/firmwares', guard: 'firmwareManage', audit: null,
  summary: 'Firmware list, newest first or sorted by sortField (uploadTime, firmwareNum)',
  request: z.object({ ...sorting(FIRMWARE_SORTS), ...paging }), response: page(firmwareRow),
});

export const apTypes = endpoint({
  service: 'region', method: 'POST', path: '/admin/firmware/ap_types', guard: 'firmwareManage', audit: null,
  summary: 'Models a firmware can be for: the device models known to this region',
  request: z.object({}).passthrough(), response: z.array(z.string()),
});

export const remove = endpoint({
  service: 'region', method: 'POST', path: '/admin/firmware/version_delete', guard: 'firmwareDel', audit: 'firmwareDelete',
  summary: 'Delete a firmware release and its image',
  request: z.object({ id: z.coerce.number().int().positive(), name: z.string().trim().min(1).max(FIRMWARE_LIMITS.nameMax) }),
  response: z.null(),
});

export const byKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/firmware/by_names', guard: 'firmwareManage', audit: null,
  summary: 'The firmware releases this region holds under these firmware numbers (names, unique per region)',
  request: heldKeys(z.string().trim().min(1).max(FIRMWARE_LIMITS.nameMax)),
  response: heldRows(firmwareRow),
});
