import { deviceFunctions as contract, pickEndpoints } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { deviceFunctionService as service } from './service.ts';

/** The function matrix and the function-edit dialog (spec 2 screens 4 and 5). */
export const registerDeviceFunctions: RegionArea = (host) => {
  host.handleAll(pickEndpoints(contract, 'functionList', 'functionTable', 'deviceTypeFunctionInfo', 'functionBatchSave'), {
    functionList: service.list,
    functionTable: service.table,
    deviceTypeFunctionInfo: service.info,
    functionBatchSave: service.batchSave,
  });
};
