import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { drain } from './drain.ts';

/** A service with a call that answers after `ms` (or never), listening on loopback. */
async function serviceWithSlowCall() {
  const app = await buildApp({ name: 'region US', http: readConfig({}), resourcePolicy: 'cross-origin' });
  const closed: string[] = [];
  app.get('/slow', async (req) => {
    const ms = Number((req.query as { ms?: string }).ms);
    await new Promise((done) => { if (ms >= 0) setTimeout(done, ms); });
    return { done: true };
  });
  app.addHook('onClose', async () => { closed.push('onClose'); });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, closed, port };
}

/** A GET over a keep-alive connection, as browsers and load balancers make them. */
function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string } | Error> {
  return new Promise((resolve) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => { body += c.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', resolve);
    }).on('error', resolve);
  });
}

describe('draining a service', () => {
  it('finishes the calls in flight, closes their keep-alive connections, runs onClose, and takes no new connection', async () => {
    const { app, closed, port } = await serviceWithSlowCall();
    const agent = new http.Agent({ keepAlive: true });
    try {
      const inFlight = [get(port, '/slow?ms=300', agent), get(port, '/slow?ms=600', agent)];
      await new Promise((done) => setTimeout(done, 100));
      const started = Date.now();
      await drain(app, 10_000);
      // Not the keep-alive timeout (72 s): each connection closed once its call was answered.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await Promise.all(inFlight)).toEqual([{ status: 200, body: '{"done":true}' }, { status: 200, body: '{"done":true}' }]);
      expect(closed).toEqual(['onClose']);
      expect(await get(port, '/slow?ms=0', new http.Agent())).toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      agent.destroy();
    }
  });

  it('cuts a call still running when the grace period ends, then stops', async () => {
    const { app, closed, port } = await serviceWithSlowCall();
    const stuck = get(port, '/slow?ms=-1', new http.Agent());
    await new Promise((done) => setTimeout(done, 100));
    const started = Date.now();
    await drain(app, 500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await stuck).toBeInstanceOf(Error);
    expect(closed).toEqual(['onClose']);
  });
});
