/**
 * What a background job tells the kernel (job-runner.ts). A *unit* is one row of the job's own table (a
 * recipient, an outbox message, a transfer, the data-clean run): the kernel claims units with a lease, runs
 * each, and the kind records each outcome in its own table, in the transaction that does the work.
 */
export interface JobKind<U extends JobUnit> {
  /** The job's name in logs and metrics: notice-mail, mail-outbox, data-clean, transfer. */
  name: string;
  /** Units one copy of the service runs at once. */
  concurrency: number;
  /** Units taken per claim, held (their leases renewed) until a slot is free; default: concurrency. */
  claimBatch?: number;
  /** How often a copy looks for due units when nothing woke it (another copy's work, retries coming due). */
  pollMs: number;
  /** How long a claim holds a unit without renewal; a dead copy's units are taken over after this. */
  leaseMs: number;
  retry: RetryPolicy;
  /**
   * Leases up to `limit` due units that no live copy holds (FOR UPDATE SKIP LOCKED, lease-repo.ts) to
   * `owner`, committed before any of them runs.
   */
  claim(owner: string, limit: number, leaseMs: number): Promise<U[]>;
  /**
   * Does one unit and records its outcome, giving its lease up, in its own transaction. Throwing is a failed
   * attempt (see fail). `stop.stopping()` turns true when the service closes: a long unit ends at its next safe
   * point; `stop.signal` aborts once the kernel stops waiting (the unit is then given back, not failed).
   */
  run(unit: U, stop: JobStop): Promise<void>;
  /** Records a failed attempt: due again at `retryAt`, or failed for good when it is null. Gives the lease up. */
  fail(unit: U, failure: JobFailure): Promise<void>;
  /** Extends every lease `owner` holds (the kernel's heartbeat, while units are held). */
  renew(owner: string, leaseMs: number): Promise<void>;
  /** Gives back every unit `owner` holds (the service closes): another copy, or the next start, takes them. */
  release(owner: string): Promise<void>;
  /** Units due or under way (the queue depth metric). */
  depth?(): Promise<number>;
}

export interface JobUnit {
  /** Attempts already made (the kernel adds one for a failure). */
  attempts: number;
}

export interface JobStop {
  stopping(): boolean;
  signal: AbortSignal;
}

export interface JobFailure {
  error: string;
  /** Attempts made, this one included. */
  attempts: number;
  /** When to try again; null: failed for good (last attempt, or a PermanentJobError). */
  retryAt: Date | null;
}

/** Waits between attempts: baseMs doubled per attempt, at most maxMs; maxAttempts in all (Infinity: no limit). */
export interface RetryPolicy { baseMs: number; maxMs: number; maxAttempts: number }

/** A failure no retry can mend (the target refuses the data): the unit fails at once. */
export class PermanentJobError extends Error {}

/** The wait before attempt `attempts + 1`. */
export function backoffMs(policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, attempts: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The promise, or an AbortError as soon as `signal` aborts: a unit stops waiting for a network call
 * (an SMTP server that never answers) when the service closes. The call itself is not cancelled.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
