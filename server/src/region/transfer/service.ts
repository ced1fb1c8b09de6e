import { randomBytes } from 'node:crypto';
import { RetCode, type RegionName, type transfers as contract } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import type { PeerClient } from './peer-client.ts';
import { transferRepo, type TransferJobRow } from './repo.ts';
import { snapshotRepo } from './snapshot-repo.ts';
import { summaryOf } from './snapshot.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type Request = Req<typeof contract.check>;
type Job = Reply<typeof contract.confirm>;

// The row's region and status were written from the contract's values (confirm, the runner's steps).
const present = (j: TransferJobRow): Job => ({
  jobId: j.jobKey, enterpriseId: j.enterpriseId, targetRegion: j.targetRegion as RegionName,
  status: j.status as Job['status'], attempts: j.attempts, lastError: j.lastError,
  networks: j.summary?.networks ?? null, devices: j.summary?.devices ?? null,
  createTime: j.createdAt.getTime(), updateTime: j.updatedAt.getTime(),
});

/** Moving an enterprise to another region (spec 1 §3, §4, §7): check, confirm (start the job), status. */
export function transferService(ctx: RegionContext, peerFor: (target: RegionName) => PeerClient, runner: { kick(): void }) {
  /** The enterprise the request names, after checking every identifying field matches it and the target can take it. */
  async function source(p: Request, call: RegionCall) {
    if (p.targetRegion === ctx.region) throw invalid({ targetRegion: 'must be another region' });
    const row = await snapshotRepo(call.db).find(p.copyEnterpriseId);
    if (!row) throw new ApiError(RetCode.NotFound);
    const mismatched: Record<string, string> = {};
    if (row.centerEnterpriseId !== p.eid) mismatched.eid = 'does not match the enterprise';
    if (row.email.toLowerCase() !== p.email.toLowerCase()) mismatched.email = 'does not match the enterprise';
    if (row.username !== p.username) mismatched.username = 'does not match the enterprise';
    if (row.enterpriseName !== p.name) mismatched.name = 'does not match the enterprise';
    if (Object.keys(mismatched).length) throw invalid(mismatched);
    if (await transferRepo(call.db).active(p.copyEnterpriseId)) throw new ApiError(RetCode.TransferUnderWay);
    let taken: boolean;
    try {
      ({ taken } = await peerFor(p.targetRegion).probe(p.copyEnterpriseId));
    } catch {
      throw new ApiError(RetCode.TransferTargetUnreachable);
    }
    if (taken) throw new ApiError(RetCode.TransferTargetHasEnterprise);
    return row;
  }

  return {
    async check(p: Request, call: RegionCall): Promise<Reply<typeof contract.check>> {
      const row = await source(p, call);
      const snapshot = await snapshotRepo(call.db).read(row.id);
      return { enterpriseName: row.enterpriseName, targetRegion: p.targetRegion, ...(snapshot ? summaryOf(snapshot) : { networks: 0, devices: 0 }) };
    },

    /** Creates the job; the runner is woken once the job row is committed, so it can claim it. */
    async confirm(p: Request, call: RegionCall): Promise<Job> {
      const principal = requirePrincipal(call);
      const row = await source(p, call);
      const job = await transferRepo(call.db).create({
        jobKey: randomBytes(12).toString('hex'), enterpriseId: p.copyEnterpriseId, targetRegion: p.targetRegion,
        requestedBy: principal.account,
      });
      if (!job) throw new ApiError(RetCode.TransferUnderWay);
      call.audit.subject(row.enterpriseName);
      call.audit.change(null, { jobId: job.jobKey, enterpriseId: job.enterpriseId, targetRegion: job.targetRegion, status: job.status });
      call.afterCommit(() => runner.kick());
      return present(job);
    },

    async status({ jobId, enterpriseId }: Req<typeof contract.status>, call: RegionCall): Promise<Reply<typeof contract.status>> {
      const repo = transferRepo(call.db);
      const job = jobId ? await repo.byKey(jobId) : await repo.latestFor(enterpriseId ?? '');
      return job ? present(job) : null;
    },
  };
}
