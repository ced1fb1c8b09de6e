import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileSink } from './multipart-reader.ts';

/** Raised by the meter as soon as a file goes one byte over its limit. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) { super(`file exceeds ${maxBytes} bytes`); }
}

/**
 * The file as the store reads it: the multipart reader writes the part's bytes in, the meter computes
 * their MD5 and size on the way and fails at maxBytes + 1 so the rest is never stored. One stream hop
 * instead of a Transform behind the parser's own stream: this runs once per 64 KiB socket read.
 * Memory stays at highWaterMark (plus the store's own buffer) whatever the file size.
 */
export class UploadMeter extends Readable implements FileSink {
  private readonly hash = createHash('md5');
  /** Bytes seen so far (not `size`: the S3 SDK would read that as the body's length). */
  byteCount = 0;
  private wantsDrain = false;
  private onFirstRead: (() => void) | undefined;

  constructor(private readonly maxBytes: number, highWaterMark = 1024 * 1024) { super({ highWaterMark }); }

  write(chunk: Buffer): boolean {
    if (this.destroyed) return false;
    this.byteCount += chunk.length;
    if (this.byteCount > this.maxBytes) {
      this.destroy(new FileTooLargeError(this.maxBytes));
      return false;
    }
    this.hash.update(chunk);
    if (this.push(chunk)) return true;
    this.wantsDrain = true;
    return false;
  }

  end(): void {
    if (!this.destroyed) this.push(null);
  }

  /**
   * Holds the bytes back until a reader first asks for them, then runs `start` (which feeds the meter).
   * A file handed to a handler that reads it later would otherwise fail (too large) before anyone
   * listens: the error would be lost and a late reader such as readline would wait forever.
   */
  startOnFirstRead(start: () => void): void {
    this.onFirstRead = start;
  }

  override _read(): void {
    const start = this.onFirstRead;
    if (start) {
      this.onFirstRead = undefined;
      start();
      return;
    }
    if (!this.wantsDrain) return;
    this.wantsDrain = false;
    this.emit('drain');
  }

  /** The hex digest; call once the stream has ended. */
  md5(): string {
    return this.hash.digest('hex');
  }
}
