import { z } from 'zod';
import type { PermissionCode } from './menus.ts';

/** Which service answers an endpoint: the global account service or the current region. */
export type ServiceKind = 'account' | 'region';

/**
 * Who may call an endpoint: anyone (`public`), any signed-in operator (`session`),
 * or an operator whose role grants the named menu or action code.
 */
export type Guard = 'public' | 'session' | PermissionCode;

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  service: ServiceKind;
  method: 'GET' | 'POST';
  /** The spec's path, e.g. /admin/login. */
  path: string;
  guard: Guard;
  summary: string;
  /** Body for POST, query string for GET. */
  request: Req;
  /** Schema of `data` in the reply envelope; replies are validated so internal columns never leak. */
  response: Res;
  /** True when the reply is a file stream rather than an envelope. */
  download?: boolean;
  /** Present on multipart uploads: the request schema then describes the query string. */
  upload?: UploadSpec;
}

/**
 * How a multipart upload is checked while it streams (server) and before it is sent (console):
 * the form field carrying the file, the size limit in bytes (exactly maxBytes passes, one more is
 * refused with 60051) and the accepted file-name extensions (lower case with the dot; empty = any, else 60050).
 */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  accept: readonly string[];
}

/** True when a file name ends with one of the accepted extensions (any name when none are listed). */
export function isAcceptedFileName(spec: UploadSpec, fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return spec.accept.length === 0 || spec.accept.some((ext) => lower.endsWith(ext));
}

/** Declares an endpoint; the identity function exists to infer precise types. */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(def: Endpoint<Req, Res>): Endpoint<Req, Res> {
  return def;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

/** The reply envelope of every call (spec 1 §7). */
export interface Envelope<T = unknown> {
  retCode: number;
  msg: string;
  data: T;
}

/** An empty request or reply. */
export const empty = z.object({}).strict().or(z.undefined()).transform(() => ({}));
export const nothing = z.null();
