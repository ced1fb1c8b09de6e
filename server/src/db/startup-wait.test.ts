import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { durableDatabases } from '../../test/harness.ts';
import { ADMIN_URL } from '../../test/postgres.ts';
import { openRegionDatabase } from './connect.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** A fresh, empty region database of this run. */
async function freshDatabaseUrl(): Promise<string> {
  const url = (await durableDatabases(['US'])).get('US')?.url;
  if (!url) throw new Error('no PostgreSQL database was created');
  return url;
}

/** A database URL reached through another port, where PostgreSQL "comes up" when the test says so. */
const throughPort = (url: string, port: number) => Object.assign(new URL(url), { host: `127.0.0.1:${port}` }).toString();

describe.skipIf(!onPostgres)('a service starting before its PostgreSQL', () => {
  const sockets = new Set<net.Socket>();
  let forwarder: net.Server | undefined;
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((done) => (forwarder ? forwarder.close(done) : done(null)));
  });

  it('waits for the database to accept connections, then opens and migrates it', async () => {
    const url = await freshDatabaseUrl();
    const port = await freePort();
    const retries: string[] = [];
    const opening = openRegionDatabase({ url: throughPort(url, port) }, {
      startupWaitMs: 30_000, onStartupRetry: (err) => { retries.push(err.message); },
    });
    await expect.poll(() => retries.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    // PostgreSQL "starts": the port now leads to it.
    const target = new URL(ADMIN_URL);
    const proxy = net.createServer((client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, server]) { sockets.add(s); s.on('error', () => s.destroy()); s.on('close', () => sockets.delete(s)); }
      client.pipe(server).pipe(client);
    });
    forwarder = proxy;
    await new Promise<void>((done) => proxy.listen(port, '127.0.0.1', done));
    const database = await opening;
    try {
      expect(retries.every((m) => /ECONNREFUSED/.test(m))).toBe(true);
      expect(database.poolStats?.().total).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('gives up after DATABASE_STARTUP_WAIT_SECONDS with an error that says so', async () => {
    const url = await freshDatabaseUrl();
    const started = Date.now();
    await expect(openRegionDatabase({ url: throughPort(url, await freePort()) }, { startupWaitMs: 1_000 }))
      .rejects.toThrow(/^the database did not answer within 1 s: .*ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
