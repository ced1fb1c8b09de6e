import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { macAddress } from './ap-devices.ts';
import { page, paging } from './common.ts';

/**
 * Core dumps and packet captures that devices upload (spec 3 "Core files and capture files").
 * The spec gives no sizes: a core dump of our APs and routers is a few MB compressed, so 64 MiB is
 * far above any real one; a capture is bounded by the device's capture buffer, 256 MiB.
 */
export const DEVICE_FILE_LIMITS = {
  coreMaxBytes: 64 * 1024 ** 2,
  captureMaxBytes: 256 * 1024 ** 2,
  /** How many values the filter call offers per list (the most recent ones). */
  filterOptionsMax: 500,
  /** How many values one filter may carry. */
  filterValuesMax: 50,
  emailMax: 128,
  modelMax: 64,
  versionMax: 64,
} as const;

/** The two kinds of device file, one set of calls each. */
export const DEVICE_FILE_KINDS = ['core', 'capture'] as const;
export type DeviceFileKind = (typeof DEVICE_FILE_KINDS)[number];

/** Sort fields (spec 3 §9): upload time, uploader e-mail. */
export const DEVICE_FILE_SORTS = ['upload_time', 'email'] as const;

export const deviceFileRow = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** AA:BB:CC:DD:EE:FF */
  mac: z.string(),
  uploaderEmail: z.string(),
  /** When the device uploaded it (ISO 8601, UTC). */
  lastModified: z.string(),
  size: z.number().int(),
  model: z.string(),
  firmwareVersion: z.string(),
});
export type DeviceFileRow = z.infer<typeof deviceFileRow>;

const filterValues = (item: z.ZodType<string>) => z.array(item).max(DEVICE_FILE_LIMITS.filterValuesMax).optional();

const listRequest = z.object({
  search: z.string().trim().max(LIMITS.searchMax).optional(),
  filter: z.object({
    emails: filterValues(z.string().trim().max(DEVICE_FILE_LIMITS.emailMax)),
    macs: filterValues(macAddress),
  }).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  type: z.enum(DEVICE_FILE_SORTS).default('upload_time'),
  ...paging,
});

const idAndMac = z.object({ id: z.coerce.number().int().positive(), mac: macAddress });

/** The filter options: uploader e-mails and MACs present in the list (MACs as AA:BB:CC:DD:EE:FF). */
export const filterOptions = z.object({ emails: z.array(z.string()), macs: z.array(z.string()) });

/** What a device's upload answers. */
export const deviceUploadResult = z.object({ id: z.number().int(), fileName: z.string(), md5: z.string(), size: z.number().int() });

/** One crash group: core dumps of one model and firmware version. */
export const crashGroupRow = z.object({
  model: z.string(), firmwareVersion: z.string(), count: z.number().int(), macCount: z.number().int(), latest: z.string(),
});
export type CrashGroupRow = z.infer<typeof crashGroupRow>;

const deviceMeta = {
  model: z.string().trim().min(1).max(DEVICE_FILE_LIMITS.modelMax),
  firmwareVersion: z.string().trim().min(1).max(DEVICE_FILE_LIMITS.versionMax),
};

/** Core files (/coreFile/list). */
const core = {
  filter: endpoint({
    service: 'region', method: 'POST', path: '/admin/file/core/filter', guard: 'coreFile', audit: null,
    summary: 'Uploader e-mails and MACs to filter core files by', request: z.object({}).passthrough(), response: filterOptions,
  }),
  list: endpoint({
    service: 'region', method: 'POST', path: '/admin/file/core/list', guard: 'coreFile', audit: null,
    summary: 'Core files; search matches the file name, MAC or e-mail; sort by upload_time or email',
    request: listRequest, response: page(deviceFileRow),
  }),
  remove: endpoint({
    service: 'region', method: 'POST', path: '/admin/file/core/delete', guard: 'coreFile', audit: 'coreFileDelete',
    summary: 'Delete a core file (row and bytes)', request: idAndMac, response: z.null(),
  }),
  download: endpoint({
    service: 'region', method: 'GET', path: '/admin/file/core/download', guard: 'coreFile', audit: null,
    summary: 'The core file\'s bytes, streamed', request: idAndMac, response: z.null(), reply: 'file',
  }),
  groups: endpoint({
    service: 'region', method: 'POST', path: '/admin/file/core/groups', guard: 'coreFile', audit: null,
    summary: 'Core dumps grouped by device model and firmware version: counts and latest upload, most first',
    request: z.object({ ...paging }), response: page(crashGroupRow),
  }),
  upload: endpoint({
    service: 'region', method: 'POST', path: '/device/file/core/upload', guard: 'device', audit: 'coreFileUpload',
    summary: 'A device uploads a core dump (multipart field "file"); the device is named by its headers',
    request: z.object(deviceMeta),
    response: deviceUploadResult,
    upload: { field: 'file', maxBytes: DEVICE_FILE_LIMITS.coreMaxBytes, accept: [], into: 'store' },
  }),
};

/** Capture files (/capture/list): the same calls; a capture names the enterprise user who asked for it. */
const capture = {
  filter: endpoint({ ...core.filter, path: '/admin/file/capture/filter', guard: 'capture', summary: 'Uploader e-mails and MACs to filter captures by' }),
  list: endpoint({ ...core.list, path: '/admin/file/capture/list', guard: 'capture', summary: 'Capture files; search matches the file name, MAC or e-mail; sort by upload_time or email' }),
  remove: endpoint({
    ...core.remove, path: '/admin/file/capture/delete', guard: 'capture', audit: 'captureFileDelete', summary: 'Delete a capture file (row and bytes)',
  }),
  download: endpoint({ ...core.download, path: '/admin/file/capture/download', guard: 'capture', summary: 'The capture file\'s bytes, streamed' }),
  upload: endpoint({
    ...core.upload, path: '/device/file/capture/upload', audit: 'captureFileUpload',
    summary: 'A device uploads a packet capture an enterprise user asked for (multipart field "file")',
    request: z.object({ ...deviceMeta, email: z.string().trim().email().max(DEVICE_FILE_LIMITS.emailMax) }),
    upload: { field: 'file', maxBytes: DEVICE_FILE_LIMITS.captureMaxBytes, accept: [], into: 'store' },
  }),
};

export const filter = core.filter;
export const list = core.list;
export const remove = core.remove;
export const download = core.download;
export const groups = core.groups;
export const upload = core.upload;
export const captureFilter = capture.filter;
export const captureList = capture.list;
export const captureRemove = capture.remove;
export const captureDownload = capture.download;
export const captureUpload = capture.upload;
