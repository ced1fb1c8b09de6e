import { speedServers as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { speedServerService as service } from './service.ts';

/** Speed-test servers (spec 3 "Speed-test server list"). */
export const registerSpeedServers: RegionArea = (host) => {
  host.handle(contract.list, service.list);
  host.handle(contract.info, service.info);
  host.handle(contract.byKeys, service.byKeys);
  host.handle(contract.add, service.add);
  host.handle(contract.update, service.update);
  host.handle(contract.remove, service.remove);
};
