import type { Endpoint } from '@gwn/contract';
import type { Db } from '../db/connect.ts';
import { ApiError } from './api-error.ts';
import { createAuditRecorder, READ_ONLY_RECORDER, type AuditActor } from './audit-recorder.ts';
import type { AuditWriter } from './audit-writer.ts';
import type { Call } from './call.ts';

type AnyDb = Db<Record<string, unknown>>;

/** The call as the core prepares it; runCall adds its database handle, audit recorder and after-commit tasks. */
export type CallBase<D> = Omit<Call<D>, 'db' | 'audit' | 'afterCommit'> & {
  /** Where a failed after-commit task is reported. */
  log: (err: unknown, message: string) => void;
};

/**
 * The handler's call: the core's fields, named one by one (a rest and a spread per call showed in the CPU profile).
 * Typed with every key of Call required, so a field added to Call, optional or not, must be named here.
 */
function callOf<D>(
  base: CallBase<D>, db: D, audit: Call<D>['audit'], afterCommit: Call<D>['afterCommit'],
): { [K in keyof Required<Call<D>>]: Call<D>[K] } {
  return {
    principal: base.principal, device: base.device, application: base.application, lang: base.lang, ip: base.ip,
    userAgent: base.userAgent, token: base.token, issueCredential: base.issueCredential, db, audit, afterCommit,
  };
}

function actorOf<D>(base: CallBase<D>, stated: AuditActor | null) {
  if (stated) return { userId: stated.userId ?? null, accountName: stated.account };
  return { userId: base.principal?.userId ?? null, accountName: base.principal?.account ?? '' };
}

/**
 * THE TRANSACTION RULE. A call whose endpoint names an audit action runs in one transaction with its
 * audit entry: the entry is written when the handler succeeds, and both commit or neither does. A
 * refused call (ApiError) or a failed one rolls everything back, except a refusal `keepingWrites`
 * (a wrong password counts toward the lock): its writes commit with its own audit entry, then it is
 * answered. A call without an audit action changes no business data and runs on the database as it is.
 * Tasks a call leaves with afterCommit run once its changes are committed.
 */
export async function runCall<D extends AnyDb, T>(
  endpoint: Endpoint, db: D, writer: AuditWriter, base: CallBase<D>, work: (call: Call<D>) => Promise<T>,
): Promise<T> {
  const tasks: (() => Promise<void> | void)[] = [];
  const afterCommit = (task: () => Promise<void> | void) => { tasks.push(task); };
  const value = await transact(endpoint, db, writer, base, afterCommit, work);
  for (const task of tasks) {
    try {
      await task();
    } catch (err) {
      base.log(err, `after-commit task of ${endpoint.path} failed`);
    }
  }
  return value;
}

async function transact<D extends AnyDb, T>(
  endpoint: Endpoint, db: D, writer: AuditWriter, base: CallBase<D>,
  afterCommit: Call<D>['afterCommit'], work: (call: Call<D>) => Promise<T>,
): Promise<T> {
  const action = endpoint.audit;
  if (action === null) return work(callOf(base, db, READ_ONLY_RECORDER, afterCommit));
  const outcome = await db.transaction(async (tx) => {
    const audit = createAuditRecorder();
    // A transaction is the database for everything the handler does (PgTransaction extends PgDatabase).
    const call = callOf(base, tx as unknown as D, audit.recorder, afterCommit);
    try {
      const value = await work(call);
      if (!audit.skipped()) {
        await writer.write(tx, { action, ...actorOf(base, audit.actor()), ip: base.ip, detail: audit.detail() });
      }
      return { value };
    } catch (err) {
      if (!(err instanceof ApiError && err.recorded)) throw err;
      const { recorded } = err;
      await writer.write(tx, { action: recorded.action, ...actorOf(base, recorded.actor ?? null), ip: base.ip, detail: recorded.detail ?? {} });
      return { refusal: err };
    }
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.value;
}
