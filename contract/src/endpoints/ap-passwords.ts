import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { flag, heldKeys, heldRows, page, paging, regionName, requiredText } from './common.ts';
import { macAddress, macSearch } from './ap-devices.ts';

export { isMacAddress } from '../field-checks.ts';

/** Field limits of AP password records (spec 2 §5, §9), read by the console's forms and the service. */
export const AP_PASSWORD_LIMITS = {
  ssidPasswordMax: 8,
  modelMax: 64,
  commentMax: 255,
  /** CSV import files (spec 1 §5). */
  importMaxBytes: 10 * 1024 * 1024,
} as const;

/** Columns of the import template, in order. */
export const AP_PASSWORD_TEMPLATE_COLUMNS = ['mac', 'ssidPassword', 'model', 'comment', 'lockType'] as const;

/** One AP password record (spec 2 screen 3). */
export const apPasswordRow = z.object({
  id: z.number().int(),
  mac: z.string(),
  ssidPassword: z.string(),
  model: z.string(),
  comment: z.string(),
  lockType: flag,
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});
export type ApPasswordRow = z.infer<typeof apPasswordRow>;

const fields = {
  /** Refused, never cut, when longer than the spec's maximum: a password the operator did not type is not saved. */
  ssidPassword: requiredText(AP_PASSWORD_LIMITS.ssidPasswordMax),
  model: requiredText(AP_PASSWORD_LIMITS.modelMax),
  comment: z.string().trim().max(AP_PASSWORD_LIMITS.commentMax).default(''),
  lockType: flag.default(0),
};

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/password/list', guard: 'devicePasswordManage', audit: null,
  summary: 'AP password records, newest first; search narrows by MAC',
  request: z.object({ search: macSearch.optional(), ...paging }),
  response: page(apPasswordRow),
});

export const info = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/password/info', guard: 'devicePasswordManage', audit: null,
  summary: 'One AP password record',
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: apPasswordRow,
});

export const add = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/password/add', guard: 'apPassAdd', audit: 'apPasswordAdd',
  summary: 'Adds a record in this region; the console sends it to every chosen region (12003 when the MAC exists)',
  request: z.object({
    mac: macAddress, ...fields,
    regions: z.array(regionName).min(1),
    syncOtherRegion: flag.optional(),
  }),
  response: apPasswordRow,
});

export const edit = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/password/edit', guard: 'apPassEdit', audit: 'apPasswordEdit',
  summary: 'Changes a record; its MAC is fixed',
  request: z.object({ id: z.coerce.number().int().positive(), ...fields }),
  response: apPasswordRow,
});

export const remove = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/password/delete', guard: 'apPassDel', audit: 'apPasswordDelete',
  summary: 'Deletes the record of a MAC',
  request: z.object({ mac: macAddress }),
  response: nothing,
});

export const modelList = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/modelList', guard: 'devicePasswordManage', audit: null,
  summary: 'AP models known to this region, for the add/edit dialog',
  request: z.object({}).passthrough(),
  response: z.array(z.string()),
});

export const downloadTemplate = endpoint({
  service: 'region', method: 'GET', path: '/admin/ap/download', guard: 'apPassImport', audit: null,
  summary: 'The CSV import template',
  request: z.object({}).passthrough(),
  response: nothing,
  reply: 'csv',
});

export const importCsv = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/import', guard: 'apPassImport', audit: 'apPasswordImport',
  summary: 'Imports records from a CSV file (multipart field file, < 10 MB); answers the MACs of rows that were refused',
  request: z.object({}).passthrough(),
  upload: { field: 'file', maxBytes: AP_PASSWORD_LIMITS.importMaxBytes, accept: ['.csv'], into: 'stream' },
  response: z.object({ imported: z.number().int(), badMacs: z.array(z.string()) }),
});

export const byKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/password/by_macs', guard: 'devicePasswordManage', audit: null,
  summary: 'The records this region holds for these MACs (the console asks every region where a record lives)',
  request: heldKeys(macAddress),
  response: heldRows(apPasswordRow),
});
