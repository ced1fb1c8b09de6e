import type { Readable } from 'node:stream';

/**
 * A stored upload that could not be moved to its final key (its temporary object is gone, the store
 * refused): the upload is answered 60002 and its call rolls back, instead of failing as a fault.
 */
export class FileStoreError extends Error {
  constructor(message: string, cause: unknown) { super(message, { cause }); }
}

/** Bytes written to a temporary object, not yet visible under a final key. */
export interface TempObject {
  tempKey: string;
}

/**
 * Where a region keeps file bytes (DESIGN §4). Uploads go to a temporary key first and are
 * committed (moved) to their final key only once their database row is written; anything left
 * under the temporary prefix is half-written and removed by `sweepTemp` at startup.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Consumes `source` into a new temporary object; rejects (leaving nothing) when the source fails. */
  writeTemp(source: Readable): Promise<TempObject>;
  /** Moves a temporary object to its final key; throws FileStoreError when it cannot. */
  commit(tempKey: string, key: string): Promise<void>;
  /** Removes a temporary object; a no-op when it is already gone (committed or swept). */
  discard(tempKey: string): Promise<void>;
  /** Streams a committed object. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /**
   * Removes temporary objects (and, on S3, unfinished multipart uploads) — all of them, or only those
   * last written (S3: started) before `olderThan`, so the uploads other copies of the service have in flight stay.
   */
  sweepTemp(olderThan?: Date): Promise<number>;
  /** Keys of temporary objects still present (tests and the startup log). */
  listTemp(): Promise<string[]>;
}
