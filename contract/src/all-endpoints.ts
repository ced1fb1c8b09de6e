import type { Endpoint } from './endpoint.ts';
import * as auth from './endpoints/auth.ts';
import * as regions from './endpoints/regions.ts';
import * as dashboard from './endpoints/dashboard.ts';
import * as deviceTypes from './endpoints/device-types.ts';
import * as deviceFunctions from './endpoints/device-functions.ts';
import * as firmware from './endpoints/firmware.ts';
import * as portal from './endpoints/portal.ts';
import * as plugins from './endpoints/plugins.ts';
import * as enterprises from './endpoints/enterprises.ts';
import * as enterpriseDevices from './endpoints/enterprise-devices.ts';
import * as apDevices from './endpoints/ap-devices.ts';
import * as apPasswords from './endpoints/ap-passwords.ts';
import * as managerVisits from './endpoints/manager-visits.ts';
import * as transfers from './endpoints/transfers.ts';
import * as internal from './endpoints/internal.ts';
import * as parameters from './endpoints/parameters.ts';
import * as remoteServers from './endpoints/remote-servers.ts';
import * as speedServers from './endpoints/speed-servers.ts';
import * as cryptoTool from './endpoints/crypto-tool.ts';
import * as deviceFiles from './endpoints/device-files.ts';
import * as managerPackage from './endpoints/manager-package.ts';
import * as adminUsers from './endpoints/admin-users.ts';
import * as roles from './endpoints/roles.ts';
import * as personal from './endpoints/personal.ts';
import * as changeLogs from './endpoints/change-logs.ts';
import * as apiLimits from './endpoints/api-limits.ts';
import * as openApi from './endpoints/open-api.ts';
import * as maintenanceNotice from './endpoints/maintenance-notice.ts';
import * as dataClean from './endpoints/data-clean.ts';
import * as releaseNote from './endpoints/release-note.ts';
import * as systemBulletin from './endpoints/system-bulletin.ts';
import * as sso from './endpoints/sso.ts';
import * as auditStream from './endpoints/audit-stream.ts';

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'path' in v && 'guard' in v && 'service' in v;

/** Every endpoint of the product, for the OpenAPI document and the authorization-matrix tests. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [auth, regions, dashboard, deviceTypes, deviceFunctions, firmware, portal, plugins, enterprises, enterpriseDevices, apDevices, apPasswords, managerVisits, transfers, internal, parameters, remoteServers, cryptoTool, deviceFiles, managerPackage, adminUsers, roles, personal, changeLogs, apiLimits, openApi, maintenanceNotice, dataClean, speedServers, releaseNote, systemBulletin, sso, auditStream]
  .flatMap((area) => Object.values(area as Record<string, unknown>).filter(isEndpoint));
