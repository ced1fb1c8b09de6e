import { auditStream } from '@gwn/contract';
import { auditStreamDelivery } from '../../core/audit-stream/delivery-job.ts';
import { sendEntries } from '../../core/audit-stream/senders.ts';
import { jobRunner } from '../../core/jobs/job-runner.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { accountCursors } from './repo.ts';
import { auditStreamService, destinationLookup, internalDestinations } from './service.ts';

/** Audit streaming (issue 29): the destinations, and the delivery of the account service's own log. */
export const registerAuditStream: AccountArea = (host, ctx) => {
  const kind = auditStreamDelivery({
    service: 'account', cursors: accountCursors(ctx.db), destination: destinationLookup(ctx.db), send: sendEntries,
    ...ctx.config.auditStream,
  });
  const runner = jobRunner(kind, { service: 'account', log: ctx.log, metrics: host.metrics });
  host.onReady(() => runner.start());
  host.onClose(() => runner.stop());
  const service = auditStreamService({ send: sendEntries, kick: () => runner.kick(), config: ctx.config });
  host.handleAll(auditStream, {
    list: service.list,
    add: service.add,
    remove: service.remove,
    sendTest: service.sendTest,
    internalDestinations: (_input, call) => internalDestinations(call.db),
  });
};
