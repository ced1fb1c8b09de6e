import { RetCode, dataClean as contract } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { dataCleanRepo, type DataCleanJobRow } from './repo.ts';
import type { Reply } from '../../core/handlers.ts';

type Status = Reply<typeof contract.status>;

/** The reply every data-clean call gives: the job as it now stands, and the retention a start would use now. */
export function statusOf(row: DataCleanJobRow | undefined, configured: number | undefined): Status {
  const tables = contract.DATA_CLEAN_TABLES.map((table) => ({ table, removed: row?.removed[table] ?? 0 }));
  const state = (row?.state ?? 'idle') as Status['state'];
  return {
    state, running: state === 'running',
    startedAt: row?.startedAt?.getTime() ?? null, finishedAt: row?.finishedAt?.getTime() ?? null,
    cutoff: row?.cutoff?.getTime() ?? null, retentionSeconds: row?.retentionSeconds ?? null, startedBy: row?.startedBy ?? '',
    tables, removed: tables.reduce((sum, t) => sum + t.removed, 0), batches: row?.batches ?? 0,
    configuredRetentionSeconds: configured ?? null,
  };
}

/** The retention as a whole number of seconds, or undefined when the stored text is not one. */
function retentionSeconds(value: string | undefined): number | undefined {
  const seconds = value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** The fields an entry records; a region that never ran the job reads as idle. */
const audited = (row: DataCleanJobRow | undefined) => ({
  state: row?.state ?? 'idle', cutoff: row?.cutoff ?? null, retentionSeconds: row?.retentionSeconds ?? null, removed: row?.removed ?? {},
});

/** Rules of the clean-data toggle (spec 2 §4, §7): start, stop, status. */
export function dataCleanService(job: { kick(): void }) {
  return {
    async status(_req: unknown, call: RegionCall): Promise<Status> {
      const repo = dataCleanRepo(call.db);
      return statusOf(await repo.read(), retentionSeconds(await repo.retentionValue()));
    },

    async start(_req: unknown, call: RegionCall): Promise<Status> {
      const repo = dataCleanRepo(call.db);
      const seconds = retentionSeconds(await repo.retentionValue());
      if (seconds === undefined) throw new ApiError(RetCode.DataCleanRetentionUnset);
      const before = await repo.read();
      const row = await repo.begin({ startedBy: requirePrincipal(call).account, cutoff: new Date(Date.now() - seconds * 1000), retentionSeconds: seconds });
      if (!row) throw new ApiError(RetCode.DataCleanRunning);
      call.audit.subject(`del_syslog_time ${seconds}s`);
      call.audit.change(audited(before), audited(row));
      call.afterCommit(() => job.kick());
      return statusOf(row, seconds);
    },

    async stop(_req: unknown, call: RegionCall): Promise<Status> {
      const repo = dataCleanRepo(call.db);
      const before = await repo.lock(); // waits for the batch under way, so the counts below are final
      const row = await repo.stop();
      const configured = retentionSeconds(await repo.retentionValue());
      if (!row || !before) {
        call.audit.nothingChanged(); // not running: nothing to stop
        return statusOf(before, configured);
      }
      call.audit.subject(`del_syslog_time ${row.retentionSeconds}s`);
      call.audit.change(audited(before), audited(row));
      return statusOf(row, configured);
    },
  };
}
