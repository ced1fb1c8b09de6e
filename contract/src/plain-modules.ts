/**
 * The contract's modules that hold no schema (constants, names, small checks): both entries export them, the full
 * one (index.ts) and the console's (console.ts), so the console can load them without zod.
 */
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
export * from './rich-text.ts';
export * from './time-zones.ts';
export * from './demo-settings-text.ts';
