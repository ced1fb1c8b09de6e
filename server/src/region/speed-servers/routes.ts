import { speedServers as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { speedServerService as service } from './service.ts';

/** Speed-test servers (spec 3 "Speed-test server list"). */
export const registerSpeedServers: RegionArea = (host) => {
  host.handleAll(contract, service);
};
