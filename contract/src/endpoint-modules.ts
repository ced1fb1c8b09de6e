/**
 * THE CONTRACT MODULES, one line each: the package's namespaces (index.ts) and ALL_ENDPOINTS
 * (all-endpoints.ts) are both read from here, so adding a module is this one line.
 */
export * as auth from './endpoints/auth.ts';
export * as regions from './endpoints/regions.ts';
export * as dashboard from './endpoints/dashboard.ts';
export * as deviceTypes from './endpoints/device-types.ts';
export * as deviceFunctions from './endpoints/device-functions.ts';
export * as firmware from './endpoints/firmware.ts';
export * as portal from './endpoints/portal.ts';
export * as plugins from './endpoints/plugins.ts';
export * as enterprises from './endpoints/enterprises.ts';
export * as enterpriseDevices from './endpoints/enterprise-devices.ts';
export * as apDevices from './endpoints/ap-devices.ts';
export * as apPasswords from './endpoints/ap-passwords.ts';
export * as managerVisits from './endpoints/manager-visits.ts';
export * as transfers from './endpoints/transfers.ts';
export * as internal from './endpoints/internal.ts';
export * as parameters from './endpoints/parameters.ts';
export * as remoteServers from './endpoints/remote-servers.ts';
export * as speedServers from './endpoints/speed-servers.ts';
export * as apiLimits from './endpoints/api-limits.ts';
export * as openApi from './endpoints/open-api.ts';
export * as cryptoTool from './endpoints/crypto-tool.ts';
export * as deviceFiles from './endpoints/device-files.ts';
export * as managerPackage from './endpoints/manager-package.ts';
export * as adminUsers from './endpoints/admin-users.ts';
export * as roles from './endpoints/roles.ts';
export * as personal from './endpoints/personal.ts';
export * as changeLogs from './endpoints/change-logs.ts';
export * as maintenanceNotice from './endpoints/maintenance-notice.ts';
export * as releaseNote from './endpoints/release-note.ts';
export * as systemBulletin from './endpoints/system-bulletin.ts';
export * as auditStream from './endpoints/audit-stream.ts';
export * as dataClean from './endpoints/data-clean.ts';
export * as sso from './endpoints/sso.ts';
