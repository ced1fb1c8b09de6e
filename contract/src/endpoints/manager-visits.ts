import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, paging } from './common.ts';

const epochMs = z.coerce.number().int().nonnegative();

/** One report of a GWN Manager (spec 2 screen 6); the per-type counts feed the deviceCount tooltip. */
export const managerVisitRow = z.object({
  mac: z.string(),
  ip: z.string(),
  deviceCount: z.number().int(),
  apCount: z.number().int(),
  routerCount: z.number().int(),
  switchCount: z.number().int(),
  onlineDeviceCount: z.number().int(),
  clientCount: z.number().int(),
  managerVersion: z.string(),
  networkCount: z.number().int(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
});

export type ManagerVisitRow = z.infer<typeof managerVisitRow>;

export const infos = endpoint({
  service: 'region', method: 'POST', path: '/admin/report/infos', guard: 'managerUsage', audit: null,
  summary: 'Manager visits in a time range (epoch ms, inclusive), optionally narrowed by MAC or IP',
  request: z.object({
    search: z.string().trim().max(64).optional(),
    startDate: epochMs.optional(),
    endDate: epochMs.optional(),
    ...paging,
  }).refine((v) => v.startDate === undefined || v.endDate === undefined || v.startDate <= v.endDate, {
    message: 'startDate must not be after endDate', path: ['endDate'],
  }),
  response: page(managerVisitRow),
});
