import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmware, RetCode } from '@gwn/contract';
import { openRegionDatabase, type DatabaseLocation } from './db/connect.ts';
import { storedFiles } from './db/region-schema.ts';
import { eventually } from '../test/eventually.ts';
import { durableDatabases } from '../test/harness.ts';
import { useTestSystem } from '../test/test-system.ts';
import { multipartBody } from '../test/upload-client.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = `shutdown-test-${randomBytes(8).toString('hex')}`;

/** An upload sent in two halves over a real connection: in flight between them. */
function uploadInTwoHalves(url: string, token: string, content: Buffer) {
  const { body, contentType } = multipartBody('file', 'fw.bin', content);
  let finish = () => {};
  const answered = new Promise<{ status: number; retCode?: number } | Error>((resolve) => {
    const req = http.request(url, {
      method: 'POST', headers: { authorization: token, 'content-type': contentType, 'content-length': String(body.length) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retCode: (JSON.parse(Buffer.concat(chunks).toString()) as { retCode: number }).retCode }));
      res.on('error', resolve);
    });
    req.on('error', resolve);
    req.write(body.subarray(0, body.length / 2));
    finish = () => { req.end(body.subarray(body.length / 2)); };
  });
  return { answered, finish: () => finish() };
}

/** Whether a new connection to the address is refused (the service has stopped listening). */
const refuses = (url: string) => new Promise<boolean>((resolve) => {
  http.get(`${url}/health`, (res) => { res.resume(); resolve(false); }).on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
});

describe('SIGTERM to a region running as its own process (main.ts --service region)', () => {
  // The account service, in this process, verifies the sessions the region is called with.
  const env = useTestSystem({ regions: [], config: { internalSecret: SECRET } });
  const admin = env.operator();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-shutdown-'));
  let database: DatabaseLocation;
  let child: ChildProcess;
  let output = '';
  let regionUrl = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    database = (await durableDatabases(['US'])).get('US') ?? {};
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--service', 'region', '--region', 'US'], {
      cwd: repoRoot,
      env: {
        ...process.env, INTERNAL_SECRET: SECRET, ACCOUNT_INTERNAL_URL: env.system.account!.url, DATA_DIR: dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
        REGION_US_PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_SECONDS: '20',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => { child.once('exit', resolve); });
    child.stdout?.on('data', (c: Buffer) => { output += c.toString(); });
    child.stderr?.on('data', (c: Buffer) => { output += c.toString(); });
    regionUrl = await eventually(async () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1], 90_000);
  }, 120_000);
  afterAll(() => { if (child?.exitCode === null) child.kill('SIGKILL'); });

  it('says what runs in the process: region US, not the admin console', () => {
    expect(output).toContain('GWN Cloud region US is running');
    expect(output).not.toContain('admin console is running');
    expect(output).toContain(`Sessions are verified at the account service: ${env.system.account!.url}`);
  });

  it('stops taking calls, finishes the uploads in flight, then exits 0', async () => {
    const tempDir = path.join(dataDir, 'us', 'files', '.tmp');
    const url = new URL(firmware.upload.path, regionUrl).toString();
    const uploads = [0, 1, 2].map(() => uploadInTwoHalves(url, admin.token, randomBytes(2 * 1024 * 1024)));
    // Each upload is streaming into its temporary file: three calls in flight.
    await eventually(async () => (await readdir(tempDir).catch(() => [])).length === 3);

    child.kill('SIGTERM');
    await eventually(() => refuses(regionUrl), 10_000);
    // A supervisor's SIGTERM passed on by npx or tsx arrives twice: the second one cuts nothing either.
    child.kill('SIGTERM');
    for (const upload of uploads) upload.finish();
    expect(await Promise.all(uploads.map((u) => u.answered))).toEqual([0, 1, 2].map(() => ({ status: 200, retCode: RetCode.Success })));

    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: finishing the calls in flight');
    expect(output).toContain('Stopped.');
    // What was answered was committed.
    const reopened = await openRegionDatabase(database.url ? database : { dataDir: path.join(dataDir, 'us', 'db') });
    try {
      expect(await reopened.db.$count(storedFiles)).toBe(3);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
