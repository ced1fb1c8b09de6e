/**
 * Every table of the account service's database, one file per area under account/.
 * drizzle-kit reads this file to generate the account migrations.
 */
export * from './account/operators.ts';
export * from './account/signin-throttle.ts';
export * from './account/audit-log.ts';
export * from './account/two-factor.ts';
export * from './account/sso.ts';
export * from './account/audit-stream.ts';
