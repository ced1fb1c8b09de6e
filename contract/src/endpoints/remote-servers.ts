import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { heldKeys, heldRows, page, paging, recordUid, requiredText } from './common.ts';
import { isHostOrAddress } from '../field-checks.ts';

export { isHostOrAddress } from '../field-checks.ts';

/** Field limits of the remote-server dialog (spec 2 §5). */
export const REMOTE_SERVER_LIMITS = { textMax: 64 } as const;

/** One remote server (spec 2 §3, screen 10): where a service region's zone reaches its server. */
export const remoteServerRow = z.object({
  id: z.number().int(),
  /** The same in every region holding a copy (chosen by the console on add): how the copies are found. */
  uid: z.string(),
  serviceRegion: z.string(),
  zone: z.string(),
  serverIp: z.string(),
});
export type RemoteServerRow = z.infer<typeof remoteServerRow>;

const fields = {
  serviceRegion: requiredText(REMOTE_SERVER_LIMITS.textMax),
  zone: requiredText(REMOTE_SERVER_LIMITS.textMax),
  serverIp: requiredText(REMOTE_SERVER_LIMITS.textMax).refine(isHostOrAddress, 'must be an IP address or a host name'),
};
const id = z.coerce.number().int().positive();

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/remote/server/list', guard: 'sshServerConfig', audit: null,
  summary: 'Remote servers ordered by service region, zone and address',
  request: z.object({ ...paging }),
  response: page(remoteServerRow),
});

export const add = endpoint({
  service: 'region', method: 'POST', path: '/admin/remote/server/add', guard: 'sshServerConfig', audit: 'remoteServerAdd',
  summary: 'Adds a remote server (the console sends one add per chosen region); 12003 when the same service region, zone and address exist',
  request: z.object({
    ...fields,
    /** The server's cross-region key, the same in every chosen region; the service picks one when absent. */
    uid: recordUid.optional(),
  }),
  response: remoteServerRow,
});

export const update = endpoint({
  service: 'region', method: 'POST', path: '/admin/remote/server/update', guard: 'sshServerConfig', audit: 'remoteServerEdit',
  summary: 'Changes a remote server; 404 when there is none, 12003 when another has the same three values',
  request: z.object({ id, ...fields }),
  response: remoteServerRow,
});

export const remove = endpoint({
  service: 'region', method: 'POST', path: '/admin/remote/server/delete', guard: 'sshServerConfig', audit: 'remoteServerDelete',
  summary: 'Deletes remote servers by ids; ids already gone are ignored',
  request: z.object({ ids: z.array(id).min(1).max(500) }),
  response: z.object({ deleted: z.number().int() }),
});

export const byKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/remote/server/by_uids', guard: 'sshServerConfig', audit: null,
  summary: 'The copies this region holds of these remote servers (by uid)',
  request: heldKeys(recordUid),
  response: heldRows(remoteServerRow),
});
