import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { paging } from './common.ts';
import { typedMacSearch } from './ap-devices.ts';
import { ENTERPRISE_LIMITS } from './enterprises.ts';

/** One AP of an enterprise (spec 3 "Enterprise device list"). */
export const enterpriseApRow = z.object({
  mac: z.string(),
  network: z.string(),
  apType: z.string(),
  online: z.boolean(),
});

export type EnterpriseApRow = z.infer<typeof enterpriseApRow>;

export const apList = endpoint({
  service: 'region', method: 'GET', path: '/admin/enterprise/ap', guard: 'enterprise', audit: null,
  summary: 'The APs of one enterprise with its summary counts; search narrows the rows by MAC',
  request: z.object({
    search: typedMacSearch.optional(),
    enterpriseId: z.string().trim().min(1).max(ENTERPRISE_LIMITS.enterpriseIdMax),
    email: z.string().trim().max(254).optional(),
    ...paging,
  }),
  response: z.object({
    /** Rows matching the search, for paging. */
    total: z.number().int(),
    networkCount: z.number().int(),
    apCount: z.number().int(),
    onlineAP: z.number().int(),
    offlineAP: z.number().int(),
    result: z.array(enterpriseApRow),
  }),
});
