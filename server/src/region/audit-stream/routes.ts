import { auditStream } from '@gwn/contract';
import { auditStreamDelivery, type StreamDestination } from '../../core/audit-stream/delivery-job.ts';
import { sendEntries } from '../../core/audit-stream/senders.ts';
import { callInternal } from '../../core/internal-client.ts';
import { runRegionJob } from '../shared/region-jobs.ts';
import type { RegionArea } from '../shared/region-context.ts';
import { regionCursors } from './repo.ts';

/**
 * Audit streaming of this region's own log (docs/architecture.md, "Audit streaming"): the destinations are the
 * account service's, learned by asking it every few polls; this region keeps its own cursors and delivers.
 */
export const registerAuditStream: RegionArea = (host, ctx) => {
  const service = ctx.region;
  let destinations = new Map<number, StreamDestination>();
  const refresh = async () => {
    const { result } = await callInternal(ctx.accountInternalUrl, ctx.config.internalSecret, auditStream.internalDestinations, {});
    await regionCursors(ctx.db).reconcile(result.map((d) => ({ id: d.id, createdAt: new Date(d.createTime) })));
    destinations = new Map(result.map((d) => [d.id, { id: d.id, filter: d.filter, target: d.target }]));
  };
  const runner = runRegionJob(host, ctx, auditStreamDelivery({
    service, cursors: regionCursors(ctx.db), destination: async (id) => destinations.get(id) ?? null, send: sendEntries,
    ...ctx.config.auditStream,
  }));
  // The account service may be down: the last list stays, and delivery goes on to it.
  let timer: NodeJS.Timeout | null = null;
  const tick = () => void refresh().then(() => runner.kick(), (err: unknown) => ctx.log.warn({ err }, 'audit stream: destinations not refreshed'));
  host.onReady(() => {
    tick();
    timer = setInterval(tick, Math.max(200, ctx.config.auditStream.pollMs * 10));
    timer.unref();
  });
  host.onClose(() => { if (timer) clearInterval(timer); });

  host.handleAll(auditStream, {
    internalStatus: async () => ({
      result: (await regionCursors(ctx.db).status()).map((s) => ({
        destinationId: s.destinationId, lastDeliveredTime: s.lastDeliveredAt?.toISOString() ?? null, backlog: s.backlog, lastError: s.lastError,
      })),
    }),
  });
};
