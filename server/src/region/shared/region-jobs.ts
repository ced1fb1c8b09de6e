import { jobRunner, type JobRunner } from '../../core/jobs/job-runner.ts';
import type { JobKind, JobUnit } from '../../core/jobs/job-kind.ts';
import type { RegionContext, RegionHost } from './region-context.ts';

/**
 * Runs a job kind in this copy of the region through the job kernel: it starts when the service is ready and
 * stops (giving its leases back) when the service closes. Kick the runner after a commit that made work due.
 */
export function runRegionJob<U extends JobUnit>(host: RegionHost, ctx: RegionContext, kind: JobKind<U>): JobRunner {
  const runner = jobRunner(kind, { service: `region ${ctx.region}`, log: ctx.log, metrics: host.metrics });
  host.onReady(() => runner.start());
  host.onClose(() => runner.stop());
  return runner;
}
