import type { RegionName } from '@gwn/contract';
import { transfers as contract } from '@gwn/contract';
import type { Config } from '../../config.ts';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { RegionDb } from '../../db/connect.ts';
import { registerInternalTransferRoutes } from './internal-routes.ts';
import { peerClient } from './peer-client.ts';
import { transferRunner } from './runner.ts';
import { transferService } from './service.ts';

/**
 * Transfers: the operator calls, the internal calls peer regions make, and the job runner, which
 * starts with the service (resuming unfinished jobs) and stops before the database closes.
 */
export function registerTransferRoutes(host: EndpointHost, deps: { config: Config; region: RegionName; db: RegionDb }): void {
  const peerFor = (target: string) => peerClient(() => deps.config.regionUrls[target as RegionName], deps.config.internalSecret);
  const runner = transferRunner({ db: deps.db, region: deps.region, peerFor, log: host.app.log });
  const service = transferService({ db: deps.db, region: deps.region, peerFor, runner });
  registerInternalTransferRoutes(host.app, deps.db, deps.config.internalSecret);
  registerEndpoint(host, contract.check, (p) => service.check(p));
  registerEndpoint(host, contract.confirm, (p, ctx) => service.confirm(ctx, p));
  registerEndpoint(host, contract.status, (p) => service.status(p));
  host.app.addHook('onReady', async () => runner.start());
  host.app.addHook('onClose', async () => runner.stop());
}
