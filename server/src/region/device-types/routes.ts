import { deviceTypes as contract } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { DeviceTypeService } from './service.ts';

/** The device-type list and dialogs (spec 2 screen 4). */
export function registerDeviceTypeRoutes(host: EndpointHost, service: DeviceTypeService): void {
  registerEndpoint(host, contract.deviceTypeList, (req) => service.list(req));
  registerEndpoint(host, contract.deviceTypeInfo, (req) => service.info(req.id));
  registerEndpoint(host, contract.deviceTypeAdd, (req, ctx) => service.add(req, ctx));
  registerEndpoint(host, contract.deviceTypeEdit, (req, ctx) => service.edit(req, ctx));
  registerEndpoint(host, contract.deviceTypeDelete, (req, ctx) => service.remove(req.ids, ctx));
  registerEndpoint(host, contract.deviceTypeKindList, () => service.kinds());
}
