import { systemBulletin as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { bulletinService } from './service.ts';

/** The system bulletin (spec 3 "System-bulletin editor") and the public read of the current one. */
export const registerSystemBulletin: RegionArea = (host) => {
  const service = bulletinService();
  host.handleAll(contract, service);
};
