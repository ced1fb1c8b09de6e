import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

const count = z.number().int().nonnegative();
const onlineOffline = z.object({ onlineCount: count, offlineCount: count });
const noPayload = z.object({}).passthrough();

export const accountCount = endpoint({
  service: 'region', method: 'POST', path: '/admin/dashboard/account_count', guard: 'dashboard', audit: null,
  summary: 'Enterprises: indoor/outdoor, with/without APs', request: noPayload,
  response: z.object({
    accountMap: z.object({
      totalCount: count, outdoorHasAPCount: count, outdoorNoAPCount: count, indoorHasAPCount: count, indoorNoAPCount: count,
    }),
  }),
});

export const apCount = endpoint({
  service: 'region', method: 'POST', path: '/admin/dashboard/ap_count', guard: 'dashboard', audit: null,
  summary: 'APs online/offline (all, outdoor, indoor enterprises) and free APs online', request: noPayload,
  response: z.object({
    totalMap: onlineOffline, outdoorMap: onlineOffline, indoorMap: onlineOffline, freeMap: z.object({ freeOnline: count }),
  }),
});

export const clientCount = endpoint({
  service: 'region', method: 'POST', path: '/admin/dashboard/client_count', guard: 'dashboard', audit: null,
  summary: 'Wireless clients: total, in outdoor and in indoor enterprises', request: noPayload,
  response: z.object({ clientMap: z.object({ totalCount: count, outdoorCount: count, indoorCount: count }) }),
});

export const deviceCount = endpoint({
  service: 'region', method: 'POST', path: '/admin/dashboard/device_count', guard: 'dashboard', audit: null,
  summary: 'Devices by type, each online/offline', request: noPayload,
  response: z.object({
    totalCount: count, apCount: count, routerCount: count, switchCount: count,
    apOnlineMap: onlineOffline, routerOnlineMap: onlineOffline, switchOnlineMap: onlineOffline,
  }),
});

export const prorateCount = endpoint({
  service: 'region', method: 'POST', path: '/admin/dashboard/prorate_count', guard: 'dashboard', audit: null,
  summary: 'Devices under GWN Manager instances, by type, from each manager\'s latest visit', request: noPayload,
  response: z.object({ managerCount: count, apCount: count, routerCount: count, switchCount: count }),
});
