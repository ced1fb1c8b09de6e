import type { Lang } from '@gwn/contract';
import { unauthorized } from './api-error.ts';
import type { AuditRecorder } from './audit-recorder.ts';
import type { Application } from './guard.ts';
import type { Principal } from './principal.ts';

/**
 * What a handler knows about one call besides its payload. Handlers never see HTTP: they take values
 * and return values, and the core turns them into replies (envelope, CSV, page).
 */
export interface Call<Db> {
  principal: Principal | null;
  /** The device behind a `device` endpoint's call (its verified MAC, upper-case hex); null otherwise. */
  device: string | null;
  /** The application behind an `application` endpoint's call (the open API); null otherwise. */
  application: Application | null;
  lang: Lang;
  ip: string;
  /** The client's user-agent header (at most 256 characters; empty when absent), for session lists. */
  userAgent: string;
  /** The presented credential, for calls that act on the session itself (logout). */
  token: string | null;
  /**
   * The service's database. For an endpoint with an audit action this is the call's own transaction,
   * committed with its audit entry only when the call succeeds: build every repository from it.
   */
  db: Db;
  /** What the call changed, for its audit entry (endpoints with an audit action only). */
  audit: AuditRecorder;
  /** Sends a new credential to the client (in the authorization response header). */
  issueCredential(token: string): void;
  /**
   * Work that must wait until the call's changes are committed (removing a deleted file's bytes,
   * waking a job runner for a job the call created); skipped when the call fails. A failure of the
   * task is logged, not answered: the change itself has succeeded.
   */
  afterCommit(task: () => Promise<void> | void): void;
}

/** The principal of a guarded call; guards guarantee it, this makes the type say so. */
export function requirePrincipal<Db>(call: Call<Db>): Principal {
  if (!call.principal) throw unauthorized();
  return call.principal;
}
