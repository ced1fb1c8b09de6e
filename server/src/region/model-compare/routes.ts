import { DEVICE_FUNCTIONS_SLICES } from '../endpoint-splits.ts';
import type { RegionArea } from '../shared/region-context.ts';
import { modelCompareService as service } from './service.ts';

/** The public comparison call; the guard is 'public' in the contract. */
export const registerModelCompare: RegionArea = (host) => {
  host.handleAll(DEVICE_FUNCTIONS_SLICES.modelCompare, {
    functionTableAll: service.tableAll,
  });
};
