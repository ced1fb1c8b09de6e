import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { paging, searchPage } from './common.ts';
import { normalizeMac } from '../field-checks.ts';

export { formatMac, isMacSearch, normalizeMac } from '../field-checks.ts';

/** A full MAC, with or without ':' or '-' separators, any case; parsed to its stored form. */
export const macAddress = z.string().trim()
  .refine((v) => /^[0-9A-F]{12}$/.test(normalizeMac(v)), 'must be a MAC address')
  .transform(normalizeMac);

/** Part of a MAC (with or without separators, any case); parsed to upper-case hex. */
export const macSearch = z.string().trim().max(17)
  .refine((v) => /^[0-9A-F]*$/.test(normalizeMac(v)), 'must be part of a MAC address')
  .transform(normalizeMac);

/** A required MAC search: the AP search runs only with non-empty text (spec 2 §5). */
export const requiredMacSearch = macSearch.refine((v) => v.length > 0, 'must not be empty');

/**
 * A MAC search as the operator typed it, for the screens that search devices by MAC: the service checks
 * its digits (isMacSearch) and answers 15065, which says how to type a MAC, instead of 50005.
 */
export const typedMacSearch = z.string().trim().max(17);

/** One AP of the device search (spec 2 screen 2). */
export const apDeviceRow = z.object({
  mac: z.string(),
  /** Whether the AP reports to the region now. */
  online: z.boolean(),
  apType: z.string(),
  versionFirmware: z.string(),
  versionBoot: z.string(),
  enterprise: z.string(),
  enterpriseMainAccount: z.string(),
  enterpriseEmail: z.string(),
  network: z.string(),
});
export type ApDeviceRow = z.infer<typeof apDeviceRow>;

/**
 * The APs ring of the dashboard, slice by slice (its ap_count): `online` and `offline` are APs bound to a live
 * (not deleted) enterprise, `free` the online APs bound to none. The AP list shows one of them on request.
 */
export const AP_STATES = ['online', 'offline', 'free'] as const;
export type ApState = (typeof AP_STATES)[number];

export const manageList = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/manageList', guard: 'deviceManage', audit: null,
  summary: 'APs whose MAC contains the search text (any case, with or without separators), or in one state of the dashboard\'s APs ring, or both; one of the two is required',
  request: z.object({ search: typedMacSearch.default(''), state: z.enum(AP_STATES).optional(), ...paging }),
  response: searchPage(apDeviceRow),
});

export const manageDelete = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/manageDelete', guard: 'apDel', audit: 'apDelete',
  summary: 'Deletes an AP from this region',
  request: z.object({ mac: macAddress }),
  response: nothing,
});

export const exportTicket = endpoint({
  service: 'region', method: 'POST', path: '/admin/ap/export_ticket', guard: 'apExport', audit: 'apExport',
  summary: 'A short-lived single-use ticket for downloading the APs of a MAC search as CSV',
  request: z.object({ search: typedMacSearch.min(1) }),
  response: z.object({ ticket: z.string() }),
});

export const exportCsv = endpoint({
  service: 'region', method: 'GET', path: '/admin/ap/export', guard: 'public', audit: null,
  summary: 'Streams the APs of the ticket\'s search as CSV (UTF-8 with BOM); the ticket is the credential',
  request: z.object({ ticket: z.string().min(16).max(128) }),
  response: nothing,
  reply: 'csv',
});
