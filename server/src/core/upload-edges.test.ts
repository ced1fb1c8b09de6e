import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plugins } from '@gwn/contract';
import { storedFiles } from '../db/region-schema.ts';
import { useTestSystem } from '../../test/test-system.ts';
import { multipartBody } from '../../test/upload-client.ts';

/** Sends the head of a multipart upload and some of its file, declares much more, then sends nothing: a stalled client. */
function stalledUpload(url: string, token: string): Promise<{ status: number; body: string; ms: number }> {
  const { body, contentType } = multipartBody('file', 'stalled.bin', Buffer.alloc(0));
  const head = body.subarray(0, body.indexOf('\r\n\r\n') + 4);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { authorization: token, 'content-type': contentType, 'content-length': String(head.length + 1_000_000) } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: text, ms: Date.now() - started });
      });
    });
    req.on('error', reject);
    req.write(Buffer.concat([head, randomBytes(10_000)])); // and then nothing more, ever
  });
}

/** A form carrying two file parts. */
function twoFiles(first: Buffer, second: Buffer) {
  const boundary = `----gwn${randomBytes(8).toString('hex')}`;
  const part = (name: string, content: Buffer) => Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    content, Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([part('one.bin', first), part('two.bin', second), Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploads at their edges', () => {
  const env = useTestSystem({ regions: ['US'], config: { uploadIdleSeconds: 1 } });
  const admin = env.operator();
  // Used by nothing before the stalled upload: the region has not cached this credential yet.
  const fresh = env.operator({ menus: ['file', 'filesManage'], actions: ['pluginAdd'] });
  const filesDir = () => path.join(env.system.config.dataDir, 'us', 'files');
  const rowsNamed = (fileName: string) => env.regionDb().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.fileName, fileName));

  it('ends an upload that stops sending, answers 50010 while the client listens, and keeps no temporary file', async () => {
    // The region verifies the fresh credential with the account service while the body waits.
    const answer = await stalledUpload(new URL(plugins.upload.path, env.system.regions.US!.url).toString(), fresh.token);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ retCode: 50010 });
    expect(answer.ms).toBeLessThan(10_000);
    expect(await readdir(path.join(filesDir(), '.tmp'))).toEqual([]);
  });

  it('refuses a second file in one upload (50005) and keeps neither', async () => {
    const { body, contentType } = twoFiles(randomBytes(100), randomBytes(100));
    const res = await env.regionApp().inject({
      method: 'POST', url: plugins.upload.path, payload: body, headers: { 'content-type': contentType, authorization: admin.token },
    });
    expect(res.json()).toMatchObject({ retCode: 50005 });
    expect(await rowsNamed('one.bin')).toEqual([]);
    expect(await readdir(path.join(filesDir(), '.tmp'))).toEqual([]);
  });

  it('keeps a file\'s base name only, without control characters, at most 255 bytes, as given otherwise', async () => {
    const upload = async (fileName: string) => {
      const { body, contentType } = multipartBody('file', fileName, randomBytes(64));
      const res = await env.regionApp().inject({
        method: 'POST', url: plugins.upload.path, payload: body, headers: { 'content-type': contentType, authorization: admin.token },
      });
      return res.json().data.fileName as string;
    };
    expect(await upload('C:\\\\Users\\\\me\\\\diag\u0007\u001b<img src=x onerror=alert(1)>.bin')).toBe('diag<img src=x onerror=alert(1)>.bin');
    const long = await upload(`${'固'.repeat(200)}.bin`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long).toBe('固'.repeat(85));
  });
});
