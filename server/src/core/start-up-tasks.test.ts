import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createEndpointHost } from './endpoint-host.ts';

/** A host on a bare Fastify app whose ready timeout is short, as a start on a busy machine makes it. */
function hostWithReadyTimeout(pluginTimeout: number) {
  const logged: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { logged.push(chunk.toString()); done(); } });
  const app = Fastify({ pluginTimeout, logger: { level: 'error', stream } });
  const host = createEndpointHost(app, {
    service: 'region', db: {} as never, audit: {} as never,
    guard: { internalSecret: 'unused', authenticator: { verify: async () => null } },
  });
  return { app, host, logged };
}

describe('start-up tasks (onReady)', () => {
  it('let the service start however long they take, and its close waits for them before the database closes', async () => {
    const { app, host } = hostWithReadyTimeout(100);
    let finished = false;
    // Seeding demo files on a loaded machine took longer than the ready timeout and stopped the service (FST_ERR_HOOK_TIMEOUT).
    host.onReady(() => new Promise<void>((resolve) => setTimeout(() => { finished = true; resolve(); }, 400)));
    await app.ready();
    expect(finished).toBe(false);
    await app.close();
    expect(finished).toBe(true);
  });

  it('log a failure and keep the service up', async () => {
    const { app, host, logged } = hostWithReadyTimeout(1000);
    host.onReady(async () => { throw new Error('seeding failed'); });
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(answer.statusCode).toBe(404);
    await app.close();
    expect(logged.join('')).toMatch(/a start-up task failed.*seeding failed|seeding failed.*a start-up task failed/s);
  });
});
