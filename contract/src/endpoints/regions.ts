import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { flag, regionName } from './common.ts';

const regionOption = z.object({ regionName, adminUrl: z.string() });
export type RegionOption = z.output<typeof regionOption>;

/** `domain` names the target region by its admin address or its name. */
const regionTarget = z.object({ domain: z.string().trim().min(1).max(256), serverId: z.string().max(32).optional() });

export const regionList = endpoint({
  service: 'account', method: 'POST', path: '/admin/region/list', guard: 'public', audit: null,
  summary: 'The regions and their admin addresses',
  request: z.object({ serverId: z.string().max(32).optional() }),
  response: z.object({ result: z.array(regionOption), defaultUrl: z.string(), defaultRegion: regionName }),
});

export const regionCheck = endpoint({
  service: 'account', method: 'POST', path: '/admin/region/check', guard: 'session', audit: null,
  summary: 'Whether the operator may work in a region (27003 when it is not enabled for the account)',
  request: regionTarget,
  response: z.object({ regionName, mainAccount: flag }),
});

export const regionChange = endpoint({
  service: 'account', method: 'POST', path: '/admin/region/change', guard: 'session', audit: 'regionChange',
  summary: "Makes a region the session's current one; a main account enables it on the way",
  request: regionTarget,
  response: regionOption,
});
