import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard, RetCode } from '@gwn/contract';
import { useTestSystem } from '../../test/test-system.ts';
import { ApiError } from './api-error.ts';
import { remoteAuthenticator } from './remote-authenticator.ts';

/** A loopback address where nothing listens: a port taken and given back. */
async function closedAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

describe('a region whose account service is down', () => {
  let accountUrl = '';
  beforeAll(async () => { accountUrl = await closedAddress(); });
  const env = useTestSystem(() => ({ account: false, regions: ['US'], accountInternalUrl: accountUrl }));

  it('answers a guarded call 503 with 50091, in the caller\'s language, not 500/50004', async () => {
    const en = await env.call(dashboard.clientCount, {}, { token: 'a-credential-of-32-characters-xx', region: 'US' });
    expect(en.status).toBe(503);
    expect(en.body).toEqual({ retCode: RetCode.SignInServiceUnreachable, msg: 'The sign-in service is unreachable; try again in a moment', data: null });
    const zh = await env.call(dashboard.clientCount, {}, { token: 'a-credential-of-32-characters-xx', region: 'US', lang: 'zh' });
    expect(zh.body).toMatchObject({ retCode: RetCode.SignInServiceUnreachable, msg: '登录服务暂时无法连接，请稍后重试' });
  });

  it('says it is not ready, naming the account service', async () => {
    const res = await env.regionApp().inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', service: 'region US', reasons: [expect.stringMatching(/^account service: .*ECONNREFUSED/)] });
  });
});

describe('an account service that answers with a server error', () => {
  const failing = http.createServer((_req, res) => { res.writeHead(502).end('bad gateway'); });
  beforeAll(async () => { await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done)); });
  afterAll(() => new Promise((done) => failing.close(done)));

  it('is unreachable for sign-in purposes (50091), and the answer is not cached', async () => {
    const { port } = failing.address() as AddressInfo;
    const authenticator = remoteAuthenticator({ accountUrl: `http://127.0.0.1:${port}`, secret: 's', cacheSeconds: 60 });
    for (let i = 0; i < 2; i++) {
      const refused = await authenticator.verify('a-credential-of-32-characters-xx').catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ retCode: RetCode.SignInServiceUnreachable, httpStatus: 503 });
    }
  });
});
