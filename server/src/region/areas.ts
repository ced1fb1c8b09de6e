import { registerApDevices } from './ap-devices/routes.ts';
import { registerApiLimits } from './api-limits/routes.ts';
import { registerApPasswords } from './ap-passwords/routes.ts';
import { registerChangeLog } from './change-log/routes.ts';
import { registerCryptoTool } from './crypto-tool/routes.ts';
import { registerDataClean } from './data-clean/routes.ts';
import { registerDashboard } from './dashboard/routes.ts';
import { registerDeviceFiles } from './device-files/routes.ts';
import { registerDeviceFunctions } from './device-functions/routes.ts';
import { registerDeviceTypes } from './device-types/routes.ts';
import { registerEnterprises } from './enterprises/routes.ts';
import { registerFirmware } from './firmware/routes.ts';
import { registerManagerPackage } from './manager-package/routes.ts';
import { registerMaintenanceNotice } from './maintenance-notice/routes.ts';
import { registerManagerVisits } from './manager-visits/routes.ts';
import { registerModelCompare } from './model-compare/routes.ts';
import { registerOpenApi } from './open-api/routes.ts';
import { registerParameters } from './parameters/routes.ts';
import { registerPlugins } from './plugins/routes.ts';
import { registerPortal } from './portal/routes.ts';
import { registerReleaseNote } from './release-note/routes.ts';
import { registerRemoteServers } from './remote-servers/routes.ts';
import { registerSystemBulletin } from './system-bulletin/routes.ts';
import type { RegionArea } from './shared/region-context.ts';
import { registerSpeedServers } from './speed-servers/routes.ts';
import { registerTransfers } from './transfer/routes.ts';
import { registerAuditStream } from './audit-stream/routes.ts';

/**
 * THE AREAS OF A REGION SERVICE, each one folder with one register function (routes.ts).
 * Adding an area is one line here; see server/README.md, "Adding an area".
 */
export const REGION_AREAS: readonly RegionArea[] = [
  registerDashboard,
  registerEnterprises,
  registerTransfers,
  registerApDevices,
  registerApPasswords,
  registerManagerVisits,
  registerDeviceTypes,
  registerDeviceFunctions,
  registerModelCompare,
  registerFirmware,
  registerPortal,
  registerPlugins,
  registerParameters,
  registerRemoteServers,
  registerCryptoTool,
  registerDeviceFiles,
  registerManagerPackage,
  registerChangeLog,
  registerApiLimits,
  registerOpenApi,
  registerMaintenanceNotice,
  registerDataClean,
  registerSpeedServers,
  registerReleaseNote,
  registerSystemBulletin,
  registerAuditStream,
];
