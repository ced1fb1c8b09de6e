import { z } from 'zod';
import type { AuditAction } from './audit-actions.ts';
import type { Guard, ReplyKind, ServiceKind, UploadSpec } from './endpoint-descriptor.ts';

export * from './endpoint-descriptor.ts';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  service: ServiceKind;
  method: 'GET' | 'POST';
  /** The spec's path, e.g. /admin/login. */
  path: string;
  guard: Guard;
  summary: string;
  /**
   * The action a successful call writes to the audit log (audit-actions.ts), in the same transaction
   * as its change; null for a call that changes nothing. Every endpoint says which it is.
   */
  audit: AuditAction | null;
  /** Body for POST, query string for GET (and for uploads, whose body is the file). */
  request: Req;
  /** Schema of `data` in the reply envelope; replies are validated so internal columns never leak. */
  response: Res;
  /** Default `envelope`. */
  reply?: ReplyKind;
  /** Present on multipart uploads: the request schema then describes the query string. */
  upload?: UploadSpec;
  /** Largest JSON body accepted, when larger than the services' 1 MiB default. */
  maxBodyBytes?: number;
  /**
   * A POST that also takes an HTML form's body (application/x-www-form-urlencoded): a page followed from an
   * e-mail confirms with a plain <form>, since the CSP allows no script. Every other endpoint refuses form bodies.
   */
  form?: true;
}

/** True for an endpoint declaration (a contract module also exports schemas and helpers). */
export const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'path' in v && 'guard' in v && 'service' in v;

/**
 * Some endpoints of a module, for a service that answers them in more than one area: the server's
 * `splitEndpoints` (server/src/<service>/endpoint-splits.ts) cuts a module into one slice per area with it.
 */
export function pickEndpoints<M extends object, K extends keyof M>(module: M, ...keys: K[]): Pick<M, K> {
  return Object.fromEntries(keys.map((key) => [key, module[key]])) as Pick<M, K>;
}

/** Declares an endpoint; the identity function keeps its exact type (reply kind, upload, schemas). */
export function endpoint<const E extends Endpoint>(def: E): E {
  return def;
}

/** The schemas of an endpoint definition, or the schema types its console descriptor carries. */
export type SchemasOf<E> = E extends { request: z.ZodType; response: z.ZodType } ? E
  : E extends { '~schemas'?: infer S } ? NonNullable<S> : never;
/** What a call sends. */
export type RequestOf<E> = SchemasOf<E> extends { request: infer Req extends z.ZodType } ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends { request: infer Req extends z.ZodType } ? z.output<Req> : never;
/** What a call answers in `data`. */
export type ResponseOf<E> = SchemasOf<E> extends { response: infer Res extends z.ZodType } ? z.output<Res> : never;

/** An empty request or reply. */
export const empty = z.object({}).strict().or(z.undefined()).transform(() => ({}));
export const nothing = z.null();
