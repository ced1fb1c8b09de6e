import { RetCode, type internal } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { importRepo } from './import-repo.ts';
import { digestOf, summaryOf, type EnterpriseSnapshot } from './snapshot.ts';
import { snapshotRepo } from './snapshot-repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** What this region holds of a job's copy, or null before its first import. */
async function importedCopy(db: RegionDb, jobKey: string): Promise<EnterpriseSnapshot | null> {
  const rowId = await importRepo(db).importedRowId(jobKey);
  return rowId === null ? null : snapshotRepo(db).read(rowId);
}

const auditedFields = (s: EnterpriseSnapshot) => ({ enterpriseId: s.enterprise.enterpriseId, enterpriseName: s.enterprise.enterpriseName, ...summaryOf(s) });

/** The target side of a transfer: the internal calls a source region makes (guard `internal`). */
export const transferTarget = {
  async probe({ enterpriseId, jobKey }: Req<typeof internal.transferProbe>, call: RegionCall): Promise<Reply<typeof internal.transferProbe>> {
    return { taken: await importRepo(call.db).isTaken(enterpriseId, jobKey) };
  },

  /**
   * Writes the job's copy (repeatable); 15020 when the enterprise exists here and is not this job's copy.
   * A repeat that brings nothing new (the same digest) is not recorded again.
   */
  async import(req: Req<typeof internal.transferImport>, call: RegionCall): Promise<Reply<typeof internal.transferImport>> {
    // The contract checks the envelope; the rows inside are the source region's own snapshot-repo output.
    const snapshot = req.snapshot as unknown as EnterpriseSnapshot;
    const earlier = await importedCopy(call.db, req.jobKey);
    if (!(await importRepo(call.db).write(req.jobKey, req.sourceRegion, snapshot))) throw new ApiError(RetCode.TransferTargetHasEnterprise);
    call.audit.actor({ account: `region ${req.sourceRegion}` });
    call.audit.subject(snapshot.enterprise.enterpriseName);
    call.audit.note({ jobId: req.jobKey, sourceRegion: req.sourceRegion });
    if (earlier && digestOf(earlier) === digestOf(snapshot)) call.audit.nothingChanged();
    else call.audit.change(earlier && auditedFields(earlier), auditedFields(snapshot));
    return { imported: true };
  },

  async verify({ jobKey }: Req<typeof internal.transferVerify>, call: RegionCall): Promise<Reply<typeof internal.transferVerify>> {
    const copy = await importedCopy(call.db, jobKey);
    return { digest: copy ? digestOf(copy) : null };
  },
};
