import { parameters as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { parameterService as service } from './service.ts';

/** System parameters and their types (spec 2 screens 8 and 9). */
export const registerParameters: RegionArea = (host) => {
  host.handle(contract.parameterList, service.list);
  host.handle(contract.parameterInfo, service.info);
  host.handle(contract.parameterByKeys, service.byKeys);
  host.handle(contract.parameterSave, service.save);
  host.handle(contract.parameterDelete, service.remove);
  host.handle(contract.typeOptions, service.typeOptions);
  host.handle(contract.typeList, service.typeList);
  host.handle(contract.typeInfo, service.typeInfo);
  host.handle(contract.typeByKeys, service.typeByKeys);
  host.handle(contract.typeSave, service.typeSave);
  host.handle(contract.typeDelete, service.typeRemove);
};
