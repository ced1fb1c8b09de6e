import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import type { PermissionCode } from './menus.ts';

/*
 * What every endpoint is, without its zod schemas: the console imports only this side of the contract
 * (docs/architecture.md, "The console's contract"), so no console route loads zod.
 */

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

/** The reply envelope of every call (spec 1 §7). */
export interface Envelope<T = unknown> {
  retCode: number;
  msg: string;
  data: T;
}

/** The fields of an endpoint the console reads: where and how a call goes, never its schemas. */
export type DescriptorKey = 'service' | 'method' | 'path' | 'guard' | 'reply' | 'upload' | 'maxBodyBytes' | 'form';

/**
 * An endpoint as the console sees it (contract/src/console/, generated from the definitions). `~schemas` is never
 * set: it carries the schemas' types only, so RequestOf and ResponseOf infer what they infer from the definition.
 */
export interface EndpointDescriptor {
  service: ServiceKind;
  method: 'GET' | 'POST';
  path: string;
  guard: Guard;
  reply?: ReplyKind;
  upload?: UploadSpec;
  maxBodyBytes?: number;
  form?: true;
  readonly '~schemas'?: { request: z.ZodType; response: z.ZodType };
}

/** The descriptor of one endpoint definition, with its exact path, guard, reply kind, upload and types. */
export type DescriptorOf<E extends Endpoint> = Pick<E, Extract<keyof E, DescriptorKey>> & {
  readonly '~schemas'?: Pick<E, 'request' | 'response'>;
};
