import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, readFirstFilePart, type FileSink } from './multipart-reader.ts';

const BOUNDARY = '----WebKitFormBoundary7MA4YWxkTrZu0gW';

function form(parts: { name: string; fileName?: string; content: Buffer | string }[], preamble = ''): Buffer {
  const pieces: Buffer[] = [Buffer.from(preamble)];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.fileName === undefined ? '' : `; filename="${p.fileName}"`}`;
    pieces.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: ${disposition}\r\ncontent-type: application/octet-stream\r\n\r\n`));
    pieces.push(Buffer.from(p.content), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

/** The body as a request delivers it: in chunks cut at the given offsets. */
function bodyOf(buf: Buffer, cuts: number[]): Readable {
  const edges = [0, ...cuts.filter((c) => c > 0 && c < buf.length).sort((a, b) => a - b), buf.length];
  return Readable.from(edges.slice(1).map((end, i) => buf.subarray(edges[i], end)), { objectMode: false });
}

/** Collects what the reader writes; `room` chunks fit before it asks the reader to wait for 'drain'. */
class CollectingSink extends EventEmitter implements FileSink {
  chunks: Buffer[] = [];
  ended = false;
  destroyed = false;
  error?: Error;
  writesWhileFull = 0;
  private full = false;
  constructor(private readonly room = Infinity) { super(); }
  write(chunk: Buffer): boolean {
    if (this.full) this.writesWhileFull += 1;
    this.chunks.push(Buffer.from(chunk));
    this.full = this.chunks.length % this.room === 0;
    if (this.full) setTimeout(() => { this.full = false; this.emit('drain'); }, 1);
    return !this.full;
  }
  end() { this.ended = true; this.emit('close'); }
  destroy(err: Error) { this.destroyed = true; this.error = err; this.emit('close'); }
  get bytes() { return Buffer.concat(this.chunks); }
  done() {
    return new Promise<void>((resolve) => { if (this.ended || this.destroyed) resolve(); else this.once('close', () => resolve()); });
  }
}

async function receive(body: Readable, sink = new CollectingSink()) {
  const part = await readFirstFilePart(body, BOUNDARY);
  part?.pipeTo(sink);
  if (part) await sink.done();
  return { part, sink };
}

describe('multipart reader', () => {
  it('finds the boundary in a content type, quoted or not, and refuses other types', () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(boundaryOf('application/json')).toBeUndefined();
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeUndefined();
    expect(boundaryOf(undefined)).toBeUndefined();
  });

  it('delivers the file intact wherever the body is cut, even with delimiter look-alikes at the cuts', async () => {
    // Content full of near-delimiters: CR, CRLF, "--" and all but the last byte of the delimiter.
    const nearMiss = `\r\n--${BOUNDARY.slice(0, -1)}`;
    const content = Buffer.concat([Buffer.from(`\r${nearMiss}x\r\n-`), randomBytes(300), Buffer.from(`${nearMiss}\r\r\n`)]);
    const body = form([{ name: 'file', fileName: 'fw.bin', content }]);
    for (let cut = 1; cut < body.length; cut += 1) {
      const { part, sink } = await receive(bodyOf(body, [cut, cut + 7, cut + 41]));
      expect(part).toMatchObject({ field: 'file', fileName: 'fw.bin' });
      expect(sink.ended).toBe(true);
      expect(sink.bytes.equals(content)).toBe(true);
    }
  });

  it('hands over the socket chunks themselves, one write per chunk', async () => {
    const content = randomBytes(4 * 65536);
    const body = form([{ name: 'file', fileName: 'a.bin', content }]);
    const cuts = [1, 2, 3, 4].map((i) => i * 65536);
    const { sink } = await receive(bodyOf(body, cuts));
    expect(sink.chunks.length).toBe(5);
    expect(sink.bytes.equals(content)).toBe(true);
  });

  it('skips a preamble and the fields before the file, and anything after it', async () => {
    const body = form([
      { name: 'note', content: 'hello' }, { name: 'other', content: randomBytes(1000) },
      { name: 'file', fileName: 'C:\\Users\\me\\fw.bin', content: 'FIRMWARE' },
      { name: 'file2', fileName: 'second.bin', content: 'ignored' },
    ], 'this is a preamble\r\n');
    const { part, sink } = await receive(bodyOf(body, [5, 100]));
    expect(part).toMatchObject({ field: 'file', fileName: 'fw.bin' });
    expect(sink.bytes.toString()).toBe('FIRMWARE');
  });

  it('reads quoted, escaped and UTF-8 file names, and an empty file', async () => {
    const body = form([{ name: 'file', fileName: 'd\\"r/固件 \\"1\\".bin', content: '' }]);
    const { part, sink } = await receive(bodyOf(body, []));
    expect(part?.fileName).toBe('固件 "1".bin');
    expect(sink.ended).toBe(true);
    expect(sink.bytes.length).toBe(0);
  });

  it('resolves with no part when the body has no file', async () => {
    expect((await receive(bodyOf(form([{ name: 'file', content: 'not a file' }]), []))).part).toBeUndefined();
  });

  it('waits for the sink to drain before writing more (bounded memory)', async () => {
    const content = randomBytes(40 * 1024);
    const body = form([{ name: 'file', fileName: 'a.bin', content }]);
    const cuts = Array.from({ length: 40 }, (_, i) => 150 + i * 1024);
    const { sink } = await receive(bodyOf(body, cuts), new CollectingSink(3));
    expect(sink.writesWhileFull).toBe(0);
    expect(sink.bytes.equals(content)).toBe(true);
  });

  it('fails the sink when the body ends or breaks before the file does', async () => {
    const body = form([{ name: 'file', fileName: 'a.bin', content: randomBytes(5000) }]);
    const truncated = await receive(bodyOf(body.subarray(0, 3000), [1000]));
    expect(truncated.sink.error).toBeInstanceOf(MultipartError);

    const broken = new PassThrough();
    broken.write(body.subarray(0, 3000));
    const part = await readFirstFilePart(broken, BOUNDARY);
    const sink = new CollectingSink();
    part?.pipeTo(sink);
    broken.destroy(new Error('aborted'));
    await sink.done();
    expect(sink.error?.message).toBe('aborted');
  });

  it('refuses part headers that never end', async () => {
    const body = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; x="`), Buffer.alloc(64 * 1024, 'a')]);
    await expect(readFirstFilePart(bodyOf(body, [1000, 20000]), BOUNDARY)).rejects.toBeInstanceOf(MultipartError);
  });

  it('reads a skipped file to the end without handing it anywhere', async () => {
    const body = bodyOf(form([{ name: 'file', fileName: 'a.exe', content: randomBytes(200_000) }]), [65536, 131072]);
    const part = await readFirstFilePart(body, BOUNDARY);
    part?.skip();
    await new Promise((resolve) => body.once('end', resolve));
    expect(body.readableEnded).toBe(true);
  });
});
