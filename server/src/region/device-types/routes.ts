import { deviceTypes as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { deviceTypeService as service } from './service.ts';

/** The device-type list and dialogs (spec 2 screen 4). */
export const registerDeviceTypes: RegionArea = (host) => {
  host.handleAll(contract, {
    deviceTypeList: service.list,
    deviceTypeInfo: service.info,
    deviceTypeByKeys: service.byKeys,
    deviceTypeAdd: service.add,
    deviceTypeEdit: service.edit,
    deviceTypeDelete: service.remove,
    deviceTypeKindList: service.kinds,
  });
};
