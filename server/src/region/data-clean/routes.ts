import { dataClean as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { runRegionJob } from '../shared/region-jobs.ts';
import { dataCleanJob } from './job.ts';
import { dataCleanService } from './service.ts';

/** The clean-data toggle of the maintenance page (spec 2 §7) and the job behind it (run by the job kernel). */
export const registerDataClean: RegionArea = (host, ctx) => {
  const job = runRegionJob(host, ctx, dataCleanJob(ctx));
  const service = dataCleanService(job);
  host.handleAll(contract, service);
};
