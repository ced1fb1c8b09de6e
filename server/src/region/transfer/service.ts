import { randomBytes } from 'node:crypto';
import { transfers as contract, type ParsedRequestOf, type RegionName } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { auditWriter } from '../../core/audit.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import type { RegionDb } from '../../db/connect.ts';
import { enterprises, regionAuditLog } from '../../db/region-schema.ts';
import { eq } from 'drizzle-orm';
import type { PeerClient } from './peer-client.ts';
import { transferRepo, type TransferJobRow } from './repo.ts';
import type { TransferRunner } from './runner.ts';
import { readSnapshot } from './snapshot.ts';

export interface TransferServiceDeps {
  db: RegionDb;
  region: RegionName;
  peerFor: (targetRegion: RegionName) => PeerClient;
  runner: TransferRunner;
}

type Request = ParsedRequestOf<typeof contract.check>;

const present = (j: TransferJobRow) => ({
  jobId: j.jobKey, enterpriseId: j.enterpriseId, targetRegion: j.targetRegion as RegionName,
  status: j.status as (typeof contract.TRANSFER_STATUSES)[number], attempts: j.attempts, lastError: j.lastError,
  networks: j.summary?.networks ?? null, devices: j.summary?.devices ?? null,
  createTime: j.createdAt.getTime(), updateTime: j.updatedAt.getTime(),
});

/** Moving an enterprise to another region (spec 1 §3, §4, §7): check, confirm (start the job), status. */
export function transferService(deps: TransferServiceDeps) {
  const repo = transferRepo(deps.db);
  const audit = auditWriter(deps.db, regionAuditLog);

  /** The enterprise the request names, after checking every identifying field matches it. */
  async function source(p: Request) {
    if (p.targetRegion === deps.region) throw invalid({ targetRegion: 'must be another region' });
    const [row] = await deps.db.select().from(enterprises).where(eq(enterprises.enterpriseId, p.copyEnterpriseId));
    if (!row) throw new ApiError(404);
    const mismatched: Record<string, string> = {};
    if (row.centerEnterpriseId !== p.eid) mismatched.eid = 'does not match the enterprise';
    if (row.email.toLowerCase() !== p.email.toLowerCase()) mismatched.email = 'does not match the enterprise';
    if (row.username !== p.username) mismatched.username = 'does not match the enterprise';
    if (row.enterpriseName !== p.name) mismatched.name = 'does not match the enterprise';
    if (Object.keys(mismatched).length) throw invalid(mismatched);
    if (await repo.active(p.copyEnterpriseId)) throw new ApiError(15021);
    let taken: boolean;
    try {
      ({ taken } = await deps.peerFor(p.targetRegion).probe(p.copyEnterpriseId));
    } catch {
      throw new ApiError(15022);
    }
    if (taken) throw new ApiError(15020);
    return row;
  }

  return {
    async check(p: Request) {
      const row = await source(p);
      const snapshot = await readSnapshot(deps.db, row.id);
      return {
        enterpriseName: row.enterpriseName, targetRegion: p.targetRegion,
        networks: snapshot?.networks.length ?? 0, devices: snapshot?.devices.length ?? 0,
      };
    },

    async confirm(ctx: RequestContext, p: Request) {
      const principal = requirePrincipal(ctx);
      await source(p);
      const job = await repo.create({
        jobKey: randomBytes(12).toString('hex'), enterpriseId: p.copyEnterpriseId, targetRegion: p.targetRegion,
        requestedBy: principal.account,
      });
      if (!job) throw new ApiError(15021);
      await audit(ctx, 'enterprise.transfer.start', { enterpriseId: p.copyEnterpriseId, targetRegion: p.targetRegion, jobId: job.jobKey });
      void deps.runner.kick();
      return present(job);
    },

    async status({ jobId, enterpriseId }: ParsedRequestOf<typeof contract.status>) {
      const job = jobId ? await repo.byKey(jobId) : await repo.latestFor(enterpriseId ?? '');
      return job ? present(job) : null;
    },
  };
}
export type TransferService = ReturnType<typeof transferService>;
