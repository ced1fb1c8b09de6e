/**
 * Every table of a region's database, one file per area under region/.
 * drizzle-kit reads this file to generate the region migrations.
 */
export * from './region/enterprises.ts';
export * from './region/manager-visits.ts';
export * from './region/audit-log.ts';
export * from './region/ap-passwords.ts';
export * from './region/one-time-tokens.ts';
export * from './region/device-catalogue.ts';
export * from './region/files.ts';
export * from './region/transfers.ts';
export * from './region/system-settings.ts';
export * from './region/device-files.ts';
export * from './region/api-limits.ts';
export * from './region/maintenance-notices.ts';
export * from './region/data-clean.ts';
export * from './region/speed-servers.ts';
export * from './region/release-note-bulletin.ts';
export * from './region/mail-outbox.ts';
export * from './region/audit-stream.ts';
