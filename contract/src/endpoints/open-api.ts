import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, paging } from './common.ts';

/**
 * The integrators' open API of a region: an enterprise's application reads its own enterprise's
 * devices and networks with its application id and secret (APPLICATION_HEADERS). Every call counts
 * against the API limit of its application and URL (admin /admin/url/*); over it the answer is HTTP 429
 * with Retry-After and retCode 15043, and the call does nothing else.
 */
export const OPEN_API_PREFIX = '/openapi/v1';

export const openApiDevice = z.object({
  mac: z.string(),
  /** AP, ROUTER or SWITCH. */
  kind: z.string(),
  model: z.string(),
  firmware: z.string(),
  online: z.boolean(),
  clientCount: z.number().int(),
  /** The network the device is in; null when it is in none. */
  networkId: z.number().int().nullable(),
  networkName: z.string().nullable(),
});
export type OpenApiDevice = z.infer<typeof openApiDevice>;

export const devices = endpoint({
  service: 'region', method: 'GET', path: `${OPEN_API_PREFIX}/devices`, guard: 'application', audit: null,
  summary: 'The application\'s enterprise\'s devices by MAC with their status; online narrows to online (true) or offline (false) ones',
  request: z.object({
    online: z.enum(['true', 'false']).optional(),
    networkId: z.coerce.number().int().positive().optional(),
    ...paging,
  }),
  response: page(openApiDevice).extend({ online: z.number().int(), offline: z.number().int() }),
});

export const networks = endpoint({
  service: 'region', method: 'GET', path: `${OPEN_API_PREFIX}/networks`, guard: 'application', audit: null,
  summary: 'The application\'s enterprise\'s networks with their device counts',
  request: z.object({ ...paging }),
  response: page(z.object({ id: z.number().int(), name: z.string(), deviceCount: z.number().int(), onlineCount: z.number().int() })),
});

/** Every path of the open API: the URLs an API limit is enforced on. */
export const OPEN_API_PATHS: readonly string[] = [devices.path, networks.path];
