import { DEVICE_FUNCTIONS_SLICES } from '../endpoint-splits.ts';
import type { RegionArea } from '../shared/region-context.ts';
import { deviceFunctionService as service } from './service.ts';

/** The function matrix and the function-edit dialog (spec 2 screens 4 and 5). */
export const registerDeviceFunctions: RegionArea = (host) => {
  host.handleAll(DEVICE_FUNCTIONS_SLICES.deviceFunctions, {
    functionList: service.list,
    functionTable: service.table,
    deviceTypeFunctionInfo: service.info,
    functionBatchSave: service.batchSave,
  });
};
