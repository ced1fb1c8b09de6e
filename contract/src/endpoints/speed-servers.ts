import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { heldKeys, heldRows, paging, page, recordUid, regionName, requiredText } from './common.ts';
import { isHttpUrl, isIpAddress } from '../field-checks.ts';

export { isHttpUrl, isIpAddress } from '../field-checks.ts';

/**
 * Field limits of the speed-test server dialog (spec 3 §3, §5). The spec gives no lengths: names as the
 * other dialogs (64), URLs 512, an IP address at most 45 characters (the longest IPv6 text form), the secret 128
 * (LIMITS.secretKeyMax); durations are whole seconds from 1 to 3600 (one hour; a speed test never runs longer).
 */
export const SPEED_SERVER_LIMITS = {
  nameMax: 64,
  providerMax: 64,
  urlMax: 512,
  ipMax: 45,
  secretMax: LIMITS.secretKeyMax,
  durationMin: 1,
  durationMax: 3600,
  searchMax: LIMITS.searchMax,
} as const;

const L = SPEED_SERVER_LIMITS;

const httpUrl = requiredText(L.urlMax).refine(isHttpUrl, 'must be an http:// or https:// URL');
const duration = z.coerce.number().int('must be whole seconds')
  .min(L.durationMin, `must be ${L.durationMin} to ${L.durationMax} seconds`)
  .max(L.durationMax, `must be ${L.durationMin} to ${L.durationMax} seconds`);

/** Everything but the secret: what the add and edit dialogs send. */
const fields = {
  name: requiredText(L.nameMax),
  serviceProvider: requiredText(L.providerMax),
  uploadUrl: httpUrl,
  pingUrl: httpUrl,
  downloadUrl: httpUrl,
  publicIp: requiredText(L.ipMax).refine(isIpAddress, 'must be an IPv4 or IPv6 address'),
  uploadDuration: duration,
  downloadDuration: duration,
};

/** One speed-test server of this region (spec 3 §3). The secret is never sent back: not in the list, not in info. */
export const speedServerRow = z.object({
  id: z.number().int(),
  /** The same in every region holding a copy (chosen by the console on add): how the copies are found. */
  uid: z.string(),
  name: z.string(),
  serviceProvider: z.string(),
  uploadUrl: z.string(),
  pingUrl: z.string(),
  downloadUrl: z.string(),
  publicIp: z.string(),
  uploadDuration: z.number().int(),
  downloadDuration: z.number().int(),
  /** When it was added or last edited (ISO 8601, UTC); the list sorts by it. */
  timeStr: z.string(),
  /**
   * The regions chosen in the add that created this copy, as sent then; not where the server lives now (the
   * console asks every region with byKeys for that).
   */
  regions: z.array(regionName),
});
export type SpeedServerRow = z.infer<typeof speedServerRow>;

const id = z.coerce.number().int().positive();

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/test/speed/list', guard: 'speedTestServerAddress', audit: null,
  summary: 'Speed-test servers of this region, newest change first (order asc for oldest); search matches name and service provider',
  request: z.object({
    search: z.string().trim().max(L.searchMax).default(''),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...paging,
  }),
  response: page(speedServerRow),
});

export const info = endpoint({
  service: 'region', method: 'POST', path: '/admin/test/speed/info', guard: 'speedTestServerAddress', audit: null,
  summary: 'One speed-test server without its secret; 15056 when there is none',
  request: z.object({ id }),
  response: speedServerRow,
});

export const add = endpoint({
  service: 'region', method: 'POST', path: '/admin/test/speed/add', guard: 'speedTestServerAddress', audit: 'speedServerAdd',
  summary: 'Adds a speed-test server to this region (the console sends one add per chosen region); 15055 when the name is taken here',
  request: z.object({
    ...fields, secret: requiredText(L.secretMax), regions: z.array(regionName).min(1).max(10),
    /** The server's cross-region key, the same in every chosen region; the service picks one when absent. */
    uid: recordUid.optional(),
  }),
  response: speedServerRow,
});

export const update = endpoint({
  service: 'region', method: 'POST', path: '/admin/test/speed/update', guard: 'speedTestServerAddress', audit: 'speedServerEdit',
  summary: 'Changes a speed-test server of this region; an empty secret keeps the stored one; 15056 when there is none, 15055 when another has the name',
  request: z.object({ id, ...fields, secret: z.string().trim().max(L.secretMax).default('') }),
  response: speedServerRow,
});

export const remove = endpoint({
  service: 'region', method: 'POST', path: '/admin/test/speed/delete', guard: 'speedTestServerAddress', audit: 'speedServerDelete',
  summary: 'Deletes one speed-test server of this region; 15056 when there is none',
  request: z.object({ id }),
  response: z.object({ deleted: z.number().int() }),
});

export const byKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/test/speed/by_uids', guard: 'speedTestServerAddress', audit: null,
  summary: 'The copies this region holds of these servers (by uid), without secrets',
  request: heldKeys(recordUid),
  response: heldRows(speedServerRow),
});
