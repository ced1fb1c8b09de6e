import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, paging, requiredText } from './common.ts';

/** Field limits of the remote-server dialog (spec 2 §5). */
export const REMOTE_SERVER_LIMITS = { textMax: 64 } as const;

/** One remote server (spec 2 §3, screen 10): where a service region's zone reaches its server. */
export const remoteServerRow = z.object({
  id: z.number().int(),
  serviceRegion: z.string(),
  zone: z.string(),
  serverIp: z.string(),
});
export type RemoteServerRow = z.infer<typeof remoteServerRow>;

const fields = {
  serviceRegion: requiredText(REMOTE_SERVER_LIMITS.textMax),
  zone: requiredText(REMOTE_SERVER_LIMITS.textMax),
  serverIp: requiredText(REMOTE_SERVER_LIMITS.textMax),
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
  summary: 'Adds a remote server; 12003 when the same service region, zone and address exist',
  request: z.object(fields),
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
