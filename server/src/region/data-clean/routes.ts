import { dataClean as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { dataCleanJob } from './job.ts';
import { dataCleanService } from './service.ts';

/** The clean-data toggle of the maintenance page (spec 2 §7) and the job behind it. */
export const registerDataClean: RegionArea = (host, ctx) => {
  const job = dataCleanJob(ctx);
  const service = dataCleanService(job);
  host.handle(contract.start, service.start);
  host.handle(contract.status, service.status);
  host.handle(contract.stop, service.stop);
  host.onReady(() => job.start());
  host.onClose(() => job.stop());
};
