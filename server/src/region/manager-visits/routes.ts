import { managerVisits as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { managerVisitService } from './service.ts';

/** Manager usage (spec 2 screen 6). */
export const registerManagerVisits: RegionArea = (host) => {
  host.handleAll(contract, managerVisitService);
};
