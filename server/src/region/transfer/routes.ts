import { internal, transfers as contract, type RegionName } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { runRegionJob } from '../shared/region-jobs.ts';
import { peerClient } from './peer-client.ts';
import { transferJob } from './job.ts';
import { transferService } from './service.ts';
import { transferTarget } from './target-service.ts';

/**
 * Transfers: the source side (the operator calls and the transfer job, run by the job kernel in every copy
 * of the region, resuming unfinished jobs) and the target side (internal calls).
 */
export const registerTransfers: RegionArea = (host, ctx) => {
  // The address is read per call: a restarted peer may publish a new one.
  const peerFor = (target: RegionName) => peerClient(() => ctx.config.regionUrls[target], ctx.config.internalSecret);
  const runner = runRegionJob(host, ctx, transferJob(ctx, { peerFor }));
  const service = transferService(ctx, peerFor, runner);
  host.handleAll(contract, service);
  // The target side: the calls a source region's runner makes here.
  host.handleAll(internal, {
    transferProbe: transferTarget.probe,
    transferImport: transferTarget.import,
    transferVerify: transferTarget.verify,
  });
};
