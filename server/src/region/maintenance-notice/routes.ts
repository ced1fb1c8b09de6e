import { maintenanceNotice as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { runRegionJob } from '../shared/region-jobs.ts';
import { noticeMailJob, noticeRecipientsJob } from './sender.ts';
import { noticeService } from './service.ts';

/**
 * The maintenance notice (spec 2 screen 11): the calls, and the two jobs that e-mail notices (reading the
 * recipients of "all", e-mailing each recipient), run by the job kernel in every copy of the region.
 */
export const registerMaintenanceNotice: RegionArea = (host, ctx) => {
  const mail = runRegionJob(host, ctx, noticeMailJob(ctx, ctx.config.noticeMail));
  const recipients = runRegionJob(host, ctx, noticeRecipientsJob(ctx, ctx.config.noticeMail, () => mail.kick()));
  const service = noticeService(ctx, { kick: () => { recipients.kick(); mail.kick(); } });
  host.handleAll(contract, service);
};
