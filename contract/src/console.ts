/**
 * The console's side of the contract (`@gwn/contract/console`): the modules of index.ts that load no zod, and every
 * endpoint module as the descriptors, constants and helpers generated from it (console/, scripts/generate-console-contract.ts).
 * The console imports only this entry, so no route of it loads zod (docs/architecture.md, "The console's contract").
 */
export * from './endpoint-descriptor.ts';
export * from './regions.ts';
export * from './limits.ts';
export * from './permissions.ts';
export * from './menus.ts';
export * from './ret-codes.ts';
export * from './audit-actions.ts';
export * from './audit-fields.ts';
export * from './safe-text.ts';
export * from './invalid-input.ts';
export * from './emails.ts';
export * from './time-zones.ts';
export * from './demo-settings-text.ts';
export * from './console/modules.ts';
export type { RequestOf, ResponseOf } from './endpoint.ts';
export type { MenuItem } from './endpoints/auth.ts';
export type { RegionOption } from './endpoints/regions.ts';
