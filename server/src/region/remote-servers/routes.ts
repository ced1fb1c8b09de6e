import { remoteServers as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { remoteServerService as service } from './service.ts';

/** Remote servers (spec 2 screen 10). */
export const registerRemoteServers: RegionArea = (host) => {
  host.handleAll(contract, service);
};
