import type { Readable } from 'node:stream';

/** A body that is not well-formed multipart/form-data (or ends before its file does, or holds a second file). */
export class MultipartError extends Error {}

/** The client stopped sending in the middle of the body for longer than the idle limit. */
export class UploadStalledError extends Error {
  constructor(readonly idleMs: number) { super(`no bytes arrived for ${idleMs} ms`); }
}

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
  /** The plain form fields before the file (ReadOptions.collectFields; first value of a name wins), else empty. */
  fields: Record<string, string>;
  /**
   * Settles once the whole body has been read after a piped part: rejects when the rest of the body holds
   * a second file (one file per upload: it is refused, not silently dropped) or fails.
   */
  finished: Promise<void>;
}

export interface ReadOptions {
  /** Fails the body with UploadStalledError when no bytes arrive for this long while it is being read. */
  idleMs?: number;
  /** Keeps the plain fields before the file (at most FIELDS_MAX_BYTES in all) instead of skipping them. */
  collectFields?: boolean;
}

/** Text fields beside a file are a few short values; more than this is not a form we read. */
const FIELDS_MAX_BYTES = 16 * 1024;

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
export function readFirstFilePart(body: Readable, boundary: string, options: ReadOptions = {}): Promise<FilePart | undefined> {
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
    let settleFinished: { resolve: () => void; reject: (err: Error) => void } | undefined;
    const fields: Record<string, string> = {};
    let field: { name: string; chunks: Buffer[] } | undefined; // the plain field being read, when collected
    let fieldBytes = 0;
    const collect = (bytes: Buffer) => {
      fieldBytes += bytes.length;
      if (fieldBytes > FIELDS_MAX_BYTES) throw new MultipartError('form fields too long');
      field?.chunks.push(Buffer.from(bytes)); // a copy: the chunk is the body's own buffer
    };
    const finished = new Promise<void>((res, rej) => { settleFinished = { resolve: res, reject: rej }; });
    finished.catch(() => undefined); // awaited only after a piped part; never an unhandled rejection

    // The idle clock runs only while we are reading: a body we paused (the sink is behind, or the part
    // waits for its handler) is not a stalled client.
    let idle: NodeJS.Timeout | undefined;
    const stopIdle = () => { if (idle) clearTimeout(idle); idle = undefined; };
    const startIdle = () => {
      stopIdle();
      const idleMs = options.idleMs;
      if (idleMs && state !== 'done') idle = setTimeout(() => fail(new UploadStalledError(idleMs)), idleMs);
    };
    const pauseBody = () => { body.pause(); stopIdle(); };
    const resumeBody = () => { body.resume(); startIdle(); };

    const fail = (err: Error) => {
      cleanup();
      failure = err;
      if (waiting) reject(err);
      else if (state === 'file' && sink && !sink.destroyed) sink.destroy(err);
      settleFinished?.reject(err);
      state = 'done';
    };
    const finish = () => {
      stopIdle();
      settleFinished?.resolve();
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
            finish();
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
          if (part?.fileName !== undefined && found) throw new MultipartError('one file per upload: the body holds a second file');
          if (part?.fileName !== undefined) {
            found = true;
            waiting = false;
            pauseBody();
            resolve(handOver(part.field, part.fileName));
            return buf;
          }
          if (part && options.collectFields && !Object.hasOwn(fields, part.field)) field = { name: part.field, chunks: [] };
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
        if (field && end > pos) collect(buf.subarray(pos, end));
        if (at >= 0) {
          if (state === 'file') {
            sink?.end();
            sink = undefined;
          }
          if (field) {
            fields[field.name] = Buffer.concat(field.chunks).toString('utf8');
            field = undefined;
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
      resumeBody();
    };
    const deliver = (chunk: Buffer) => {
      // A sink refused on the way (too large, store failed) gets nothing more; the rest is read and dropped.
      if (!sink || sink.destroyed || sink.write(chunk) || sink.destroyed || draining) return;
      draining = true;
      pauseBody();
      sink.once('drain', resume);
    };

    const handOver = (fieldName: string, fileName: string): FilePart => {
      const start = (to: FileSink | undefined) => {
        const rest = pending;
        pending = undefined;
        if (!to || failure) {
          if (to && failure) to.destroy(failure);
          // Refused (or already failed): read on and drop the rest, so the connection can carry the answer.
          state = 'done';
          stopIdle();
          body.removeListener('data', onData).resume();
          return;
        }
        sink = to;
        state = 'file';
        to.once('close', () => { if (draining) resume(); });
        if (rest) onData(rest);
        if (!draining) resumeBody();
      };
      return { field: fieldName, fileName, fields, pipeTo: (to) => start(to), skip: () => start(undefined), finished };
    };

    const onData = (chunk: Buffer) => {
      idle?.refresh();
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
      else finish();
    };
    const onError = (err: Error) => fail(err);
    const onClose = () => {
      if (!body.readableEnded) fail(new MultipartError('the client went away during the upload'));
    };
    const cleanup = () => {
      stopIdle();
      body.removeListener('end', onEnd).removeListener('error', onError).removeListener('close', onClose);
    };

    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
    startIdle();
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
  return { field, fileName: safeFileName(raw) };
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

/** Longest file name kept, in UTF-8 bytes (what file systems allow). */
const FILE_NAME_MAX_BYTES = 255;

/**
 * The name a file is kept under: the base name only (no path), without control characters, at most
 * 255 bytes of UTF-8 (cut between characters). It is data: the console shows it as text.
 */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (base === '.' || base === '..') return '';
  let kept = '';
  let bytes = 0;
  for (const char of base) {
    bytes += Buffer.byteLength(char);
    if (bytes > FILE_NAME_MAX_BYTES) break;
    kept += char;
  }
  return kept;
}
