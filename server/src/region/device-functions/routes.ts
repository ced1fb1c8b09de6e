import { deviceFunctions as contract } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { DeviceFunctionService } from './service.ts';

/** The function matrix and the function-edit dialog (spec 2 screens 4 and 5). */
export function registerDeviceFunctionRoutes(host: EndpointHost, service: DeviceFunctionService): void {
  registerEndpoint(host, contract.functionList, (req) => service.list(req));
  registerEndpoint(host, contract.functionTable, (req) => service.table(req));
  registerEndpoint(host, contract.deviceTypeFunctionInfo, (req) => service.info(req.id));
  registerEndpoint(host, contract.functionBatchSave, (req, ctx) => service.batchSave(req, ctx));
}
