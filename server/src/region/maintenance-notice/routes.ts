import { maintenanceNotice as contract } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { noticeSender } from './sender.ts';
import { noticeService } from './service.ts';

/**
 * The maintenance notice (spec 2 screen 11): the calls, and the sender that e-mails notices, resuming
 * interrupted sends when the service is ready and stopping before the database closes.
 */
export const registerMaintenanceNotice: RegionArea = (host, ctx) => {
  const sender = noticeSender(ctx, ctx.config.noticeMail);
  const service = noticeService(ctx, sender);
  host.handle(contract.read, service.read);
  host.handle(contract.submit, service.submit);
  host.handle(contract.finish, service.finish);
  host.handle(contract.timezones, service.timezones);
  host.onReady(() => sender.start());
  host.onClose(() => sender.stop());
};
