import { deviceTypes as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { deviceTypeService as service } from './service.ts';

/** The device-type list and dialogs (spec 2 screen 4). */
export const registerDeviceTypes: RegionArea = (host) => {
  host.handle(contract.deviceTypeList, service.list);
  host.handle(contract.deviceTypeInfo, service.info);
  host.handle(contract.deviceTypeByKeys, service.byKeys);
  host.handle(contract.deviceTypeAdd, service.add);
  host.handle(contract.deviceTypeEdit, service.edit);
  host.handle(contract.deviceTypeDelete, service.remove);
  host.handle(contract.deviceTypeKindList, service.kinds);
};
