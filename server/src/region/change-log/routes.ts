import { changeLogs as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { systemLogService as service } from './service.ts';

/** The System tab of the Logs screen (spec 3 "Logs"): this region's audit entries, read-only. */
export const registerChangeLog: RegionArea = (host) => {
  host.handle(contract.systemList, service.list);
};
