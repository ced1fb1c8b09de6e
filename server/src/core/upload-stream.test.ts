import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, RetCode } from '@gwn/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { RegionDb } from '../db/connect.ts';
import { bareAppOptions } from '../../test/http-settings.ts';
import { multipartBody } from '../../test/upload-client.ts';
import { ApiError } from './api-error.ts';
import { createEndpointHost } from './endpoint-host.ts';

const LIMIT = 1024;
const upload = { field: 'file', maxBytes: LIMIT, accept: ['.csv'], into: 'stream' } as const;
const request = z.object({}).passthrough();
const lineCount = endpoint({
  service: 'region', method: 'POST', path: '/test/lines', guard: 'public', audit: null,
  summary: 'counts the lines of a streamed file', request, response: z.object({ lines: z.number() }), upload,
});
const refuseUnread = endpoint({
  service: 'region', method: 'POST', path: '/test/refuse', guard: 'public', audit: null,
  summary: 'refuses without reading the file', request, response: z.object({}), upload,
});

/** The handler starts reading late, as one does once its call's transaction has opened on PostgreSQL. */
const later = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('an upload read as it streams (into: stream)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(bareAppOptions('stream test'));
    const host = createEndpointHost(app, {
      service: 'region',
      // Never used: both endpoints have no audit action, so no call opens a transaction.
      db: {} as RegionDb,
      audit: { write: async () => {} },
      guard: { authenticator: { verify: async () => null }, internalSecret: 'test' },
    });
    host.handle(lineCount, async (_query, file) => {
      await later();
      let lines = 0;
      for await (const _line of createInterface({ input: file.stream, crlfDelay: Infinity })) lines++;
      return { lines };
    });
    host.handle(refuseUnread, async () => { throw new ApiError(RetCode.TemplateFormat); });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (path: string, content: Buffer) => {
    const { body, contentType } = multipartBody('file', 'a.csv', content);
    return app.inject({ method: 'POST', url: path, payload: body, headers: { 'content-type': contentType } });
  };

  it('hands the handler the whole file when it fits', async () => {
    const res = await post(lineCount.path, Buffer.from('a\nb\nc\n'.padEnd(LIMIT, ' ')));
    expect(res.json()).toMatchObject({ retCode: 0, data: { lines: 4 } });
  });

  it('refuses a file over the limit with 60051 even when it all arrives before the handler reads', async () => {
    const res = await post(lineCount.path, Buffer.alloc(LIMIT * 8, 0x61));
    expect(res.json().retCode).toBe(60051);
  });

  it('answers a handler that refuses without reading, dropping the unread body', async () => {
    const res = await post(refuseUnread.path, Buffer.alloc(LIMIT * 8, 0x61));
    expect(res.json().retCode).toBe(60001);
  });
});
