import type { Readable } from 'node:stream';

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
  /** Moves a temporary object to its final key. */
  commit(tempKey: string, key: string): Promise<void>;
  /** Removes a temporary object; a no-op when it is already gone (committed or swept). */
  discard(tempKey: string): Promise<void>;
  /** Streams a committed object. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /**
   * Removes temporary objects (and, on S3, unfinished multipart uploads) — all of them, or only those
   * started before `olderThan` when other copies of the service may be uploading into the same store.
   */
  sweepTemp(olderThan?: Date): Promise<number>;
  /** Keys of temporary objects still present (tests and the startup log). */
  listTemp(): Promise<string[]>;
}
