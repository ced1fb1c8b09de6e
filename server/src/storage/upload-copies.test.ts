import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firmware, RetCode } from '@gwn/contract';
import { readConfig } from '../config.ts';
import { storedFiles } from '../db/region-schema.ts';
import { eventually } from '../../test/eventually.ts';
import { useTestSystem } from '../../test/test-system.ts';
import { multipartBody } from '../../test/upload-client.ts';
import { openFileStore } from './open-file-store.ts';

/** A real upload sent in two halves: the test acts between them, while the upload is in flight. */
function uploadInTwoHalves(url: string, token: string, content: Buffer) {
  const { body, contentType } = multipartBody('file', 'fw.bin', content);
  let answer: (value: { status: number; body: { retCode: number } }) => void;
  const answered = new Promise<{ status: number; body: { retCode: number } }>((resolve) => { answer = resolve; });
  const req = http.request(url, {
    method: 'POST', headers: { authorization: token, 'content-type': contentType, 'content-length': String(body.length), 'accept-language': 'en' },
  }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => answer({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as { retCode: number } }));
  });
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return { answered, finish: () => { req.end(body.subarray(half)); } };
}

describe('copies of a region sharing one file store (local disk)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const dataDir = () => env.system.config.dataDir;
  const tempDir = () => path.join(dataDir(), 'us', 'files', '.tmp');
  const uploadUrl = () => new URL(firmware.upload.path, env.system.regions.US!.url).toString();

  it('a second copy starting during an upload leaves it alone: the upload completes', async () => {
    const rowsBefore = await env.regionDb().$count(storedFiles);
    const upload = uploadInTwoHalves(uploadUrl(), admin.token, randomBytes(4 * 1024 * 1024));
    await eventually(async () => (await readdir(tempDir())).length > 0);
    // Another copy of region US starts on the same store, with the default configuration.
    await openFileStore(readConfig({ DATA_DIR: dataDir() }), 'US');
    upload.finish();
    const res = await upload.answered;
    expect(res).toMatchObject({ status: 200, body: { retCode: RetCode.Success } });
    expect(await env.regionDb().$count(storedFiles)).toBe(rowsBefore + 1);
  });

  it('an upload whose temporary file vanished before it was kept is refused (60002), not a fault, and nothing is kept', async () => {
    const rowsBefore = await env.regionDb().$count(storedFiles);
    const keptFiles = () => readdir(path.join(dataDir(), 'us', 'files', 'firmware')).catch(() => []);
    const filesBefore = (await keptFiles()).length;
    const upload = uploadInTwoHalves(uploadUrl(), admin.token, randomBytes(4 * 1024 * 1024));
    await eventually(async () => (await readdir(tempDir())).length > 0);
    // A copy told to take every temporary file (an age of 0, meant for a region of one process) takes it.
    await openFileStore(readConfig({ DATA_DIR: dataDir(), UPLOAD_TEMP_SWEEP_AGE_SECONDS: '0' }), 'US');
    upload.finish();
    const res = await upload.answered;
    expect(res).toMatchObject({ status: 200, body: { retCode: RetCode.StorageFailed } });
    expect(await env.regionDb().$count(storedFiles)).toBe(rowsBefore);
    expect(await keptFiles()).toHaveLength(filesBefore);
  });
});
