import { deviceFunctions as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { deviceFunctionService as service } from './service.ts';

/** The function matrix and the function-edit dialog (spec 2 screens 4 and 5). */
export const registerDeviceFunctions: RegionArea = (host) => {
  host.handle(contract.functionList, service.list);
  host.handle(contract.functionTable, service.table);
  host.handle(contract.deviceTypeFunctionInfo, service.info);
  host.handle(contract.functionBatchSave, service.batchSave);
};
