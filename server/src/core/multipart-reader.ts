import type { Readable } from 'node:stream';

/** A body that is not well-formed multipart/form-data (or ends before its file does). */
export class MultipartError extends Error {}

/** Where a file part's bytes go: a stream-like consumer with Writable's backpressure contract. */
export interface FileSink {
  /** Takes the next bytes; false asks the reader to wait for 'drain' before the next call. */
  write(chunk: Buffer): boolean;
  /** The part has ended: every byte has been written. */
  end(): void;
  /** The body failed (client gone, malformed) before the part ended. */
  destroy(err: Error): void;
  readonly destroyed: boolean;
  /** 'drain': ready for more; 'close': gone (ended or destroyed), so the reader stops waiting for it. */
  once(event: 'drain' | 'close', listener: () => void): unknown;
}

/** The first file part of a body, its headers read and its bytes not yet: pipe them to a sink or skip them. */
export interface FilePart {
  field: string;
  /** The base name the client sent (any path removed, as busboy and browsers do). */
  fileName: string;
  pipeTo(sink: FileSink): void;
  /** Discards the part and the rest of the body (a refused file is never stored). */
  skip(): void;
}

/** Part headers are a few hundred bytes from a browser; anything far larger is not a form. */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data content type, or undefined when it is not one. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const [type, ...params] = (contentType ?? '').split(';');
  if (type.trim().toLowerCase() !== 'multipart/form-data') return undefined;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    const value = param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    return value.length > 0 && value.length <= 70 ? value : undefined;
  }
  return undefined;
}

/**
 * Reads a multipart/form-data body up to its first file part and resolves with it (undefined when
 * the body ends without one); fields before it are skipped unread. The file's bytes are then handed
 * to the sink as slices of the body's own chunks: the delimiter is found with Buffer#indexOf (native),
 * and only a possible delimiter prefix at a chunk's end is held back, so nothing is copied or
 * buffered beyond one chunk, and the body is paused whenever the sink asks.
 */
export function readFirstFilePart(body: Readable, boundary: string): Promise<FilePart | undefined> {
  return new Promise((resolve, reject) => {
    const delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first delimiter has no CRLF before it: parse as if the body started with one.
    let state: 'skip' | 'file' | 'head' | 'done' = 'skip';
    let carry: Buffer | undefined = CRLF;
    let head: Buffer | undefined;
    let waiting = true; // until the first file part is resolved
    let sink: FileSink | undefined;
    let found = false;
    let pending: Buffer | undefined; // the rest of the chunk in which the file part's headers ended
    let failure: Error | undefined;
    let draining = false; // the body is paused until the sink drains

    const fail = (err: Error) => {
      cleanup();
      failure = err;
      if (waiting) reject(err);
      else if (state === 'file' && sink && !sink.destroyed) sink.destroy(err);
      state = 'done';
    };

    /** Parses `buf`; returns the unparsed rest when parsing must pause (the file part is being handed over). */
    const parse = (buf: Buffer): Buffer | undefined => {
      let pos = 0;
      while (pos < buf.length && state !== 'done') {
        if (state === 'head') {
          head = head ? Buffer.concat([head, buf.subarray(pos)]) : buf.subarray(pos);
          pos = buf.length;
          if (head.length >= 2 && head[0] === 0x2d && head[1] === 0x2d) { // "--": the closing delimiter
            state = 'done';
            break;
          }
          const lineEnd = head.indexOf(CRLF);
          const end = lineEnd < 0 ? -1 : head.indexOf(HEADERS_END, lineEnd);
          if (end < 0) {
            if (head.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
            continue;
          }
          const rest = head.subarray(end + HEADERS_END.length);
          const part = partHeaders(head.toString('utf8', lineEnd + CRLF.length, end));
          head = undefined;
          buf = rest;
          pos = 0;
          state = 'skip';
          if (part?.fileName !== undefined && !found) {
            found = true;
            waiting = false;
            body.pause();
            resolve(handOver(part.field, part.fileName));
            return buf;
          }
          continue;
        }
        // 'skip' or 'file': everything up to the next delimiter belongs to the current part.
        if (carry) {
          buf = Buffer.concat([carry, buf.subarray(pos)]);
          carry = undefined;
          pos = 0;
        }
        const at = buf.indexOf(delimiter, pos);
        const end = at >= 0 ? at : buf.length - heldBack(buf, pos, delimiter);
        // A chunk wholly inside the file (nearly all of them) goes on as it is, without a slice object.
        if (state === 'file' && end > pos) deliver(pos === 0 && end === buf.length ? buf : buf.subarray(pos, end));
        if (at >= 0) {
          if (state === 'file') {
            sink?.end();
            sink = undefined;
          }
          state = 'head';
          pos = at + delimiter.length;
        } else {
          if (end < buf.length) carry = Buffer.from(buf.subarray(end));
          pos = buf.length;
        }
      }
      return undefined;
    };

    const resume = () => {
      draining = false;
      body.resume();
    };
    const deliver = (chunk: Buffer) => {
      // A sink refused on the way (too large, store failed) gets nothing more; the rest is read and dropped.
      if (!sink || sink.destroyed || sink.write(chunk) || sink.destroyed || draining) return;
      draining = true;
      body.pause();
      sink.once('drain', resume);
    };

    const handOver = (field: string, fileName: string): FilePart => {
      const start = (to: FileSink | undefined) => {
        const rest = pending;
        pending = undefined;
        if (!to || failure) {
          if (to && failure) to.destroy(failure);
          // Refused (or already failed): read on and drop the rest, so the connection can carry the answer.
          state = 'done';
          body.removeListener('data', onData).resume();
          return;
        }
        sink = to;
        state = 'file';
        to.once('close', () => { if (draining) resume(); });
        if (rest) onData(rest);
        if (!draining) body.resume();
      };
      return { field, fileName, pipeTo: (to) => start(to), skip: () => start(undefined) };
    };

    const onData = (chunk: Buffer) => {
      try {
        pending = parse(chunk);
      } catch (err) {
        fail(err as Error);
      }
    };
    const onEnd = () => {
      cleanup();
      if (waiting) resolve(undefined);
      else if (state === 'file') fail(new MultipartError('the body ended before the file part did'));
    };
    const onError = (err: Error) => fail(err);
    const onClose = () => {
      if (!body.readableEnded) fail(new MultipartError('the client went away during the upload'));
    };
    const cleanup = () => {
      body.removeListener('end', onEnd).removeListener('error', onError).removeListener('close', onClose);
    };

    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** How many bytes at the end of buf[from..] could begin the delimiter (kept for the next chunk). */
function heldBack(buf: Buffer, from: number, delimiter: Buffer): number {
  for (let k = Math.min(delimiter.length - 1, buf.length - from); k > 0; k--) {
    const at = buf.length - k;
    if (buf[at] === 0x0d && buf.compare(delimiter, 0, k, at) === 0) return k;
  }
  return 0;
}

/** Name and file name of a form-data part from its header block; fileName is undefined for a plain field. */
function partHeaders(block: string): { field: string; fileName?: string } | undefined {
  const disposition = block.split('\r\n').find((line) => /^content-disposition\s*:/i.test(line));
  if (!disposition) return undefined;
  const [type, params] = parseDisposition(disposition.slice(disposition.indexOf(':') + 1));
  const field = params.get('name');
  if (type !== 'form-data' || field === undefined) return undefined;
  const raw = params.get('filename*') ?? params.get('filename');
  if (raw === undefined || /[\r\n]/.test(raw) || /[\r\n]/.test(field)) return { field };
  return { field, fileName: baseName(raw) };
}

/** `form-data; name="file"; filename="a.bin"` -> type and parameters (quoted strings read, RFC 5987 decoded). */
function parseDisposition(value: string): [string, Map<string, string>] {
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]*))/g;
  const semi = value.indexOf(';');
  const type = (semi < 0 ? value : value.slice(0, semi)).trim().toLowerCase();
  for (const m of value.slice(Math.max(semi, 0)).matchAll(re)) {
    const key = m[1].toLowerCase();
    // Only \" is an escape (as busboy reads it): old browsers send Windows paths with bare backslashes.
    let v = m[2] !== undefined ? m[2].replace(/\\"/g, '"') : m[3];
    if (key.endsWith('*')) {
      const ext = /^utf-8'[^']*'(.*)$/i.exec(v);
      if (!ext) continue;
      try { v = decodeURIComponent(ext[1]); } catch { continue; }
    }
    if (!params.has(key)) params.set(key, v);
  }
  return [type, params];
}

function baseName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  return base === '.' || base === '..' ? '' : base;
}
