import { RetCode, type AuditAction, type AuditDetail, type FieldRule } from '@gwn/contract';
import type { AuditActor } from './audit-recorder.ts';

/** A refusal that is itself an event worth keeping: what the call wrote is committed with this audit entry. */
export interface RecordedRefusal {
  action: AuditAction;
  actor?: AuditActor;
  detail?: AuditDetail;
}

/**
 * A business failure: answered with HTTP 200 and a non-zero retCode (spec 1 §8),
 * or with HTTP 401/403 for a missing, revoked or insufficient credential.
 * A refused call leaves nothing behind (its transaction is rolled back), unless it is `recorded`.
 */
export class ApiError extends Error {
  recorded?: RecordedRefusal;

  constructor(
    readonly retCode: number,
    readonly data: unknown = null,
    /** Overrides the catalogue message, e.g. to name the region that failed. */
    readonly detail?: string,
  ) {
    super(detail ?? `retCode ${retCode}`);
  }

  get httpStatus(): number {
    if (this.retCode === RetCode.SessionEnded || this.retCode === RetCode.Forbidden) return this.retCode;
    // An open-API call without a valid application credential, or over its API limit.
    if (this.retCode === RetCode.AppCredentialsInvalid) return 401;
    if (this.retCode === RetCode.ApiLimitExceeded) return 429;
    // Something the service depends on does not answer: a load balancer may retry elsewhere, the client later.
    if (this.retCode === RetCode.DatabaseUnreachable || this.retCode === RetCode.SignInServiceUnreachable) return 503;
    // A region the operator may not work in: forbidden there, though the session itself is valid.
    return this.retCode === RetCode.NoSystemPermission ? 403 : 200;
  }

  /**
   * Marks a refusal that counts (a wrong password toward the lock, a burnt captcha): the core commits
   * what the call wrote, with this audit entry, and still answers the refusal.
   */
  keepingWrites(record: RecordedRefusal): this {
    this.recorded = record;
    return this;
  }
}

export const unauthorized = () => new ApiError(RetCode.SessionEnded);
export const forbidden = () => new ApiError(RetCode.Forbidden);
/** The operator's enabled regions do not include this one (answered with HTTP 403). */
export const regionNotEnabled = () => new ApiError(RetCode.NoSystemPermission);
/** An open-API call whose application id and secret are missing or wrong (HTTP 401). */
export const appCredentialsInvalid = () => new ApiError(RetCode.AppCredentialsInvalid);
export const notFound = () => new ApiError(RetCode.NotFound);
/** The service's database does not answer (HTTP 503). */
export const databaseUnreachable = () => new ApiError(RetCode.DatabaseUnreachable);
/** A region cannot reach the account service to verify a credential (HTTP 503). */
export const signInServiceUnreachable = () => new ApiError(RetCode.SignInServiceUnreachable);
/**
 * Invalid input: 50005 with the offending fields (English text) and, where a service knows it, the rule each broke;
 * a field without a rule is shown by the console as "not accepted" in the operator's language.
 */
export const invalid = (fields: Record<string, string>, rules?: Record<string, FieldRule>) =>
  new ApiError(RetCode.InvalidParameters, rules ? { fields, rules } : { fields });
