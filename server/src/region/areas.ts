import { registerApDevices } from './ap-devices/routes.ts';
// WIP (another engineer): import { registerApPasswords } from './ap-passwords/routes.ts';
// WIP (another engineer): import { registerDashboard } from './dashboard/routes.ts';
// WIP (another engineer): import { registerDeviceFunctions } from './device-functions/routes.ts';
// WIP (another engineer): import { registerDeviceTypes } from './device-types/routes.ts';
import { registerEnterprises } from './enterprises/routes.ts';
import { registerFirmware } from './firmware/routes.ts';
import { registerManagerVisits } from './manager-visits/routes.ts';
// WIP (another engineer): import { registerModelCompare } from './model-compare/routes.ts';
import { registerPlugins } from './plugins/routes.ts';
// WIP (another engineer): import { registerPortal } from './portal/routes.ts';
import type { RegionArea } from './shared/region-context.ts';
import { registerTransfers } from './transfer/routes.ts';

/**
 * THE AREAS OF A REGION SERVICE, each one folder with one register function (routes.ts).
 * Adding an area is one line here; see docs/architecture.md, "Adding an area".
 */
export const REGION_AREAS: readonly RegionArea[] = [
  // WIP (another engineer): registerDashboard,
  registerEnterprises,
  registerTransfers,
  registerApDevices,
  // WIP (another engineer): registerApPasswords,
  registerManagerVisits,
  // WIP (another engineer): registerDeviceTypes,
  // WIP (another engineer): registerDeviceFunctions,
  // WIP (another engineer): registerModelCompare,
  registerFirmware,
  // WIP (another engineer): registerPortal,
  registerPlugins,
];
