import type { EndpointHost } from '../../core/register-endpoint.ts';
import { auditWriter } from '../../core/audit.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import { deviceFunctionRepo } from '../device-functions/repo.ts';
import { registerDeviceFunctionRoutes } from '../device-functions/routes.ts';
import { deviceFunctionService } from '../device-functions/service.ts';
import { registerModelCompareRoutes } from '../model-compare/routes.ts';
import { modelCompareService } from '../model-compare/service.ts';
import { deviceTypeRepo } from './repo.ts';
import { registerDeviceTypeRoutes } from './routes.ts';
import { deviceTypeService } from './service.ts';

/** Wires the device catalogue: device types, the function matrix and the public comparison. */
export function registerDeviceCatalogue(host: EndpointHost, db: RegionDb): void {
  const audit = auditWriter(db, regionAuditLog);
  const functions = deviceFunctionRepo(db);
  registerDeviceTypeRoutes(host, deviceTypeService(deviceTypeRepo(db), audit));
  registerDeviceFunctionRoutes(host, deviceFunctionService(functions, audit));
  registerModelCompareRoutes(host, modelCompareService(functions));
}
