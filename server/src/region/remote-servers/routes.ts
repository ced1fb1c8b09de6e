import { remoteServers as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { remoteServerService as service } from './service.ts';

/** Remote servers (spec 2 screen 10). */
export const registerRemoteServers: RegionArea = (host) => {
  host.handle(contract.list, service.list);
  host.handle(contract.byKeys, service.byKeys);
  host.handle(contract.add, service.add);
  host.handle(contract.update, service.update);
  host.handle(contract.remove, service.remove);
};
