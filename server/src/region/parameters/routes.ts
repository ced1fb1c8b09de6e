import { parameters as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { parameterService as service } from './service.ts';

/** System parameters and their types (spec 2 screens 8 and 9). */
export const registerParameters: RegionArea = (host) => {
  host.handleAll(contract, {
    parameterList: service.list,
    parameterInfo: service.info,
    parameterByKeys: service.byKeys,
    parameterSave: service.save,
    parameterDelete: service.remove,
    typeOptions: service.typeOptions,
    typeList: service.typeList,
    typeInfo: service.typeInfo,
    typeByKeys: service.typeByKeys,
    typeSave: service.typeSave,
    typeDelete: service.typeRemove,
  });
};
