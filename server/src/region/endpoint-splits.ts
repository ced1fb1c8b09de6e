import { deviceFunctions } from '@gwn/contract';
import { splitEndpoints } from '../core/handlers.ts';

/**
 * The contract modules that several region areas answer, one slice per area: each area's routes.ts hands its
 * slice to `host.handleAll`. A region endpoint of the module in no slice, or in two, does not compile.
 */
export const DEVICE_FUNCTIONS_SLICES = splitEndpoints(deviceFunctions, 'region', {
  deviceFunctions: ['functionList', 'functionTable', 'deviceTypeFunctionInfo', 'functionBatchSave'],
  modelCompare: ['functionTableAll'],
});
