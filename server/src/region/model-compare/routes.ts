import { deviceFunctions as contract, pickEndpoints } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { modelCompareService as service } from './service.ts';

/** The public comparison call; the guard is 'public' in the contract. */
export const registerModelCompare: RegionArea = (host) => {
  host.handleAll(pickEndpoints(contract, 'functionTableAll'), {
    functionTableAll: service.tableAll,
  });
};
