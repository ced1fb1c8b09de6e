import { z } from 'zod';
import type { AuditAction } from './audit-actions.ts';
import type { PermissionCode } from './menus.ts';

/** Which service answers an endpoint: the global account service or the current region. */
export type ServiceKind = 'account' | 'region';

/**
 * Who may call an endpoint: anyone (`public`), any signed-in operator (`session`), another service
 * of ours presenting the shared internal secret (`internal`), a device proving its identity with its
 * per-device key (`device`: headers x-device-mac and x-device-key, see DEVICE_HEADERS), an enterprise's
 * application presenting its id and secret (`application`: the integrators' open API, see APPLICATION_HEADERS;
 * every call counts against its API limit), or an operator whose role grants the named menu or action code.
 */
export type Guard = 'public' | 'session' | 'internal' | 'device' | 'application' | PermissionCode;

/**
 * How an enterprise's application presents itself to an `application` endpoint (the open API): its
 * application id and the secret issued with it (kept only as a SHA-256 digest by the region).
 */
export const APPLICATION_HEADERS = { appId: 'x-app-id', secret: 'x-app-secret' } as const;

/**
 * How a device presents itself to a `device` endpoint: its MAC, and its key, the lowercase hex
 * HMAC-SHA256 of the MAC (12 upper-case hex digits) under the region's device secret.
 */
export const DEVICE_HEADERS = { mac: 'x-device-mac', key: 'x-device-key' } as const;

/**
 * What a call answers: the spec's envelope `{ retCode, msg, data }` (the default), a CSV file
 * streamed as it is produced, an HTML page (a link followed from an e-mail), or a stored file
 * streamed from the file store (`file`; a refusal before the first byte is still an envelope).
 */
export type ReplyKind = 'envelope' | 'csv' | 'page' | 'file';

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

/**
 * How a multipart upload is checked while it streams (server) and before it is sent (console):
 * the form field carrying the file, the size limit in bytes (exactly maxBytes passes, one more is
 * refused with 60051) and the accepted file-name extensions (lower case with the dot; empty = any,
 * else 60050). `into` says where the bytes go: `store`, the region's file store (firmware, portal,
 * plugins); `stream`, the handler reads them as they arrive and nothing is kept (CSV imports).
 */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  accept: readonly string[];
  into: 'store' | 'stream';
  /**
   * Request fields that may also travel as multipart form fields before the file (spec 3 §7: the manager
   * package's version and description). The service reads them before validating; the query still works.
   */
  fields?: readonly string[];
}

/** True when a file name ends with one of the accepted extensions (any name when none are listed). */
export function isAcceptedFileName(spec: UploadSpec, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return spec.accept.length === 0 || spec.accept.some((ext) => lower.endsWith(ext));
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

export type RequestOf<E> = E extends { request: infer Req extends z.ZodType } ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends { request: infer Req extends z.ZodType } ? z.output<Req> : never;
export type ResponseOf<E> = E extends { response: infer Res extends z.ZodType } ? z.output<Res> : never;

/** The reply envelope of every call (spec 1 §7). */
export interface Envelope<T = unknown> {
  retCode: number;
  msg: string;
  data: T;
}

/** An empty request or reply. */
export const empty = z.object({}).strict().or(z.undefined()).transform(() => ({}));
export const nothing = z.null();
