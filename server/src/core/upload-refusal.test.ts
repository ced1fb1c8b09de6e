import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { apPasswords, firmware } from '@gwn/contract';
import { useTestSystem } from '../../test/test-system.ts';
import { multipartBody } from '../../test/upload-client.ts';

const LIMIT = 256 * 1024;
const DECLARED = 64 * 1024 * 1024;

/** Streams a declared 64 MiB file in 64 KiB writes; returns the answer and how much had been sent when it came. */
function oversizedUpload(url: string, token: string, fileName = 'big.bin'): Promise<{ body: string; sentBytes: number }> {
  const { body, contentType } = multipartBody('file', fileName, Buffer.alloc(0));
  const head = body.subarray(0, body.indexOf('\r\n\r\n') + 4);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answer = '';
    const req = http.request(url, {
      method: 'POST', headers: { authorization: token, 'content-type': contentType, 'content-length': String(head.length + DECLARED + 64) },
    });
    let sentAtAnswer = 0;
    req.on('response', (res) => {
      sentAtAnswer = sentBytes;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { answer += chunk; });
      res.on('end', () => { req.destroy(); resolve({ body: answer, sentBytes: sentAtAnswer }); });
    });
    req.on('error', (err) => (answer ? resolve({ body: answer, sentBytes: sentAtAnswer }) : reject(err)));
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 7);
    const pump = () => {
      while (sentBytes < DECLARED && !req.destroyed) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('refusing an oversized upload', () => {
  const env = useTestSystem({ regions: ['US'], config: { uploadMaxBytes: { firmware: LIMIT, portal: LIMIT, plugin: LIMIT } } });
  const admin = env.operator();

  it('answers 60051 as soon as the limit is passed, long before the rest of the file is sent', async () => {
    const { body, sentBytes } = await oversizedUpload(new URL(firmware.upload.path, env.system.regions.US!.url).toString(), admin.token);
    expect(JSON.parse(body).retCode).toBe(60051);
    expect(sentBytes).toBeLessThan(DECLARED / 2);
  });

  it('answers 60051 for a file read as it streams (a CSV import) just as early', async () => {
    expect(apPasswords.AP_PASSWORD_LIMITS.importMaxBytes).toBeLessThan(DECLARED / 2);
    const url = new URL(apPasswords.importCsv.path, env.system.regions.US!.url).toString();
    const { body, sentBytes } = await oversizedUpload(url, admin.token, 'big.csv');
    expect(JSON.parse(body).retCode).toBe(60051);
    expect(sentBytes).toBeLessThan(DECLARED / 2);
  });
});
