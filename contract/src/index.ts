export * from './endpoint.ts';
export * from './plain-modules.ts';
export * from './endpoints/common.ts';
export * from './endpoint-modules.ts';
export type { MenuItem } from './endpoints/auth.ts';
export type { RegionOption } from './endpoints/regions.ts';
export { ALL_ENDPOINTS } from './all-endpoints.ts';
