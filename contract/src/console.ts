/**
 * The console's side of the contract (`@gwn/contract/console`): the modules without schemas (plain-modules.ts), and every
 * endpoint module as the descriptors, constants and helpers generated from it (console/, scripts/generate-console-contract.ts).
 * The console imports only this entry, so no route of it loads zod (docs/architecture.md, "The console's contract").
 */
export * from './endpoint-descriptor.ts';
export * from './plain-modules.ts';
export * from './console/modules.ts';
export type { RequestOf, ResponseOf } from './endpoint.ts';
export type { MenuItem } from './endpoints/auth.ts';
export type { RegionOption } from './endpoints/regions.ts';
