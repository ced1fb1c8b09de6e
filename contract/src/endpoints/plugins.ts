import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { page, paging, sorting } from './common.ts';
import { uploadResult } from './firmware.ts';

/** The spec gives no plugin size; 200 MiB covers the plugin packages we ship with room to spare. */
export const PLUGIN_LIMITS = { maxBytes: 200 * 1024 ** 2 } as const;

/** Regions a plugin can be uploaded to (spec 2 §9: plugin upload regions limited to US). */
export const PLUGIN_REGIONS = ['US'] as const;

export const pluginRow = z.object({ id: z.number().int(), fileName: z.string(), uploadTimeDisplay: z.string(), md5: z.string() });
export type PluginRow = z.infer<typeof pluginRow>;

/** What the plugin list sorts by (default: newest upload first): upload time, file name. */
export const PLUGIN_SORTS = ['uploadTime', 'fileName'] as const;

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/plugin/list', guard: 'filesManage', audit: null,
  summary: 'Plugins, newest first or sorted by sortField (uploadTime, fileName); search matches the file name or a MAC in it (separators ignored)',
  request: z.object({ search: z.string().trim().max(LIMITS.searchMax).optional(), ...sorting(PLUGIN_SORTS), ...paging }), response: page(pluginRow),
});

export const upload = endpoint({
  service: 'region', method: 'POST', path: '/admin/plugin/upload', guard: 'pluginAdd', audit: 'pluginUpload',
  summary: 'Upload a plugin (multipart field "file")', request: z.object({}).passthrough(), response: uploadResult,
  upload: { field: 'file', maxBytes: PLUGIN_LIMITS.maxBytes, accept: [], into: 'store' },
});

export const remove = endpoint({
  service: 'region', method: 'POST', path: '/admin/plugin/delete', guard: 'pluginDelete', audit: 'pluginDelete',
  summary: 'Delete a plugin and its file', request: z.object({ id: z.coerce.number().int().positive() }), response: z.null(),
});
