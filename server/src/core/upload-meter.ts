import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Raised by the meter as soon as a file goes one byte over its limit. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) { super(`file exceeds ${maxBytes} bytes`); }
}

/**
 * Passes an upload through unchanged while computing its MD5 and size, and fails the stream at
 * maxBytes + 1 so the rest is never stored. Memory stays at one chunk whatever the file size.
 */
export class UploadMeter extends Transform {
  private readonly hash = createHash('md5');
  /** Bytes seen so far (not `size`: the S3 SDK would read that as the body's length). */
  byteCount = 0;

  constructor(private readonly maxBytes: number, highWaterMark?: number) { super({ highWaterMark }); }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > this.maxBytes) return done(new FileTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    done(null, chunk);
  }

  /** The hex digest; call once the stream has ended. */
  md5(): string {
    return this.hash.digest('hex');
  }
}
