import type { Readable } from 'node:stream';
import { pickEndpoints, type Endpoint, type ParsedRequestOf, type ResponseOf, type ServiceKind } from '@gwn/contract';
import type { Call } from './call.ts';

/** A file that has fully arrived in a temporary object of the file store; the handler keeps it or it is dropped. */
export interface ReceivedFile {
  fileName: string;
  size: number;
  md5: string;
  tempKey: string;
}

/** A file handed to its handler as it arrives (CSV imports); the size limit is enforced while it streams. */
export interface StreamedFile {
  fileName: string;
  stream: Readable;
}

/** A CSV download: written with a UTF-8 BOM and the header, then each line as the handler's iterable yields it. */
export interface CsvReply {
  fileName: string;
  header: readonly string[];
  /** Consumed after the handler returns: read through the service's database, never a call's transaction. */
  lines: AsyncIterable<string>;
}

/**
 * A stored file, streamed to the client as the store yields it (never held in memory). The handler
 * refuses (15010) before opening it; a failure once bytes flow can only end the response, and is logged.
 */
export interface FileReply {
  fileName: string;
  /** Default application/octet-stream. */
  contentType?: string;
  /** Sent as content-length when known. */
  size?: number;
  stream: Readable;
}

/** An HTML page (a link followed from an e-mail). */
export interface PageReply {
  html: string;
}

/** The handler an endpoint takes, by the kind the contract declares for it. */
export type HandlerOf<E, D> =
  E extends { upload: { into: 'stream' } } ? (query: ParsedRequestOf<E>, file: StreamedFile, call: Call<D>) => Promise<ResponseOf<E>>
    : E extends { upload: { into: 'store' } } ? (query: ParsedRequestOf<E>, file: ReceivedFile, call: Call<D>) => Promise<ResponseOf<E>>
      : E extends { reply: 'csv' } ? (payload: ParsedRequestOf<E>, call: Call<D>) => Promise<CsvReply>
        : E extends { reply: 'file' } ? (payload: ParsedRequestOf<E>, call: Call<D>) => Promise<FileReply>
        : E extends { reply: 'page' } ? (payload: ParsedRequestOf<E>, call: Call<D>) => Promise<PageReply>
          : (payload: ParsedRequestOf<E>, call: Call<D>) => Promise<ResponseOf<E>>;

/** What a handler of endpoint E takes (its request as the contract's schema parsed it) and answers (the envelope's data). */
export type Req<E> = ParsedRequestOf<E>;
export type Reply<E> = ResponseOf<E>;

/** The names of a contract module's endpoints that service S answers (a module may hold both services' endpoints). */
export type ServedKeys<M, S extends ServiceKind> = { [K in keyof M]: M[K] extends Endpoint & { service: S } ? K : never }[keyof M];

/**
 * One handler per endpoint of module M that service S answers, each typed from its endpoint: an endpoint
 * with no handler, or a handler of the wrong shape, does not compile (see handlers.test-d.ts).
 */
export type HandlersOf<M, S extends ServiceKind, D> = { [K in ServedKeys<M, S>]: HandlerOf<M[K], D> };

/**
 * The compile-time check of a split: every endpoint of M that S answers is named by exactly one slice.
 * The properties it requires name the faults, so the compiler's error reads e.g.
 * "Property 'logout: in no slice' is missing" or "Property 'logout: in two slices' is missing".
 */
type SplitCheck<M, S extends ServiceKind, Slices extends Record<string, readonly ServedKeys<M, S>[]>> =
  { [K in Exclude<ServedKeys<M, S>, Slices[keyof Slices][number]> & string as `${K}: in no slice`]: true }
  & { [K in InTwoSlices<Slices> & string as `${K}: in two slices`]: true };

/** The endpoint names that a slice shares with another slice. */
type InTwoSlices<Slices extends Record<string, readonly PropertyKey[]>> = {
  [A in keyof Slices]: { [B in Exclude<keyof Slices, A>]: Slices[A][number] & Slices[B][number] }[Exclude<keyof Slices, A>]
}[keyof Slices];

/**
 * A contract module that several areas of service S answer, cut into one slice per area (see the
 * service's endpoint-splits.ts): each area hands its slice to `host.handleAll`, whose types then ask for
 * its handlers. An endpoint of S in no slice, or in two, does not compile (see handlers.test-d.ts).
 */
export function splitEndpoints<M extends object, S extends ServiceKind, const Slices extends Record<string, readonly ServedKeys<M, S>[]>>(
  module: M, _service: S, slices: Slices & SplitCheck<M, S, Slices>,
): { [A in keyof Slices]: Pick<M, Slices[A][number]> } {
  return Object.fromEntries(Object.entries(slices).map(([area, keys]) => [area, pickEndpoints(module, ...keys)])) as
    { [A in keyof Slices]: Pick<M, Slices[A][number]> };
}
