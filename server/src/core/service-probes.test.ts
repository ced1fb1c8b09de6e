import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmware, RetCode, speedServers } from '@gwn/contract';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { useTestSystem } from '../../test/test-system.ts';
import { uploadTo } from '../../test/upload-client.ts';
import { countedMailer } from './counted-mailer.ts';

/**
 * Prometheus text format 0.0.4: comment lines, or `name{label="value",…} number`; Prometheus reads numbers
 * with Go's ParseFloat, for which NaN and Inf are case-insensitive (prom-client writes an unmeasured lag as "Nan").
 */
const SAMPLE_LINE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|[+-]Inf|NaN|Nan)$/;

/** The value of one sample of the text, found by its name and labels (in any order). */
function sampleValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/health, /ready and /metrics', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const metricsOf = async (service: 'account' | 'US') => {
    const url = service === 'account' ? env.system.account!.url : env.system.regions.US!.url;
    const res = await fetch(`${url}/metrics`);
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('/health says the process is alive; /ready that every service can take calls', async () => {
    for (const app of [env.system.account!.app, env.regionApp()]) {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
    const account = await env.system.account!.app.inject({ method: 'GET', url: '/ready' });
    expect(account.json()).toEqual({ status: 'ready', service: 'account' });
    const region = await env.regionApp().inject({ method: 'GET', url: '/ready' });
    expect(region.statusCode).toBe(200);
    expect(region.json()).toEqual({ status: 'ready', service: 'region US' });
  });

  it('/ready is 503 with the reason while a database lacks migrations of this build, and while the service drains', async () => {
    const db = env.regionDb();
    const newest = (await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`)) as unknown as { rows: { hash: string; created_at: string }[] };
    try {
      const res = await env.regionApp().inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', service: 'region US', reasons: ['migrations: the database lacks migrations of this build'] });
    } finally {
      const [row] = newest.rows;
      await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
    }
    env.system.draining = true;
    try {
      const res = await env.system.account!.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().reasons).toEqual(['shutting down: finishing the calls in flight']);
    } finally {
      env.system.draining = false;
    }
    expect((await env.regionApp().inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('/metrics answers Prometheus text: calls by route and retCode with latency, uploads, the pool', async () => {
    await env.call(speedServers.list, {}, { token: admin.token });
    await env.call(speedServers.list, {}, {}); // refused: 401
    const upload = await uploadTo(firmware.upload, { app: env.regionApp(), token: admin.token, fileName: 'fw.bin', content: randomBytes(3000) });
    expect(upload.body.retCode).toBe(RetCode.Success);
    const { status, type, text } = await metricsOf('US');
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) expect(line).toMatch(SAMPLE_LINE);
    const route = speedServers.list.path;
    expect(sampleValue(text, 'gwn_calls_total', { route, method: 'POST', status: '200', ret_code: '0', service: 'region US' })).toBe(1);
    expect(sampleValue(text, 'gwn_calls_total', { route, status: '401', ret_code: String(RetCode.SessionEnded) })).toBe(1);
    expect(sampleValue(text, 'gwn_call_duration_seconds_count', { route, method: 'POST' })).toBe(2);
    expect(sampleValue(text, 'gwn_call_duration_seconds_bucket', { route, le: '+Inf' })).toBe(2);
    expect(text).toContain('# TYPE gwn_call_duration_seconds histogram');
    expect(sampleValue(text, 'gwn_upload_bytes_total', {})).toBeGreaterThanOrEqual(3000);
    expect(sampleValue(text, 'gwn_uploads_in_flight', {})).toBe(0);
    expect(sampleValue(text, 'gwn_emails_total', { outcome: 'sent' })).toBe(0);
    expect(text).toMatch(/^gwn_process_resident_memory_bytes \d+/m);
    // The pool's figures exist on PostgreSQL; embedded PGlite has no pool.
    if (env.system.regions.US!.database.driver === 'postgres') expect(sampleValue(text, 'gwn_db_pool_connections', {})).toBeGreaterThan(0);
  });

  it('counts jobs and their queue depth by kind, as the job kernel reports them', async () => {
    // Every job the region runs registers its queue's depth when its runner is built.
    const before = (await metricsOf('US')).text;
    for (const kind of ['notice-mail', 'notice-recipients', 'mail-outbox', 'data-clean', 'transfer']) {
      expect(sampleValue(before, 'gwn_job_queue_depth', { kind })).toBe(0);
    }
    const { metrics } = env.regionApp();
    metrics.jobEvent('notice-mail', 'claimed');
    metrics.jobEvent('notice-mail', 'claimed');
    metrics.jobEvent('notice-mail', 'done');
    metrics.jobEvent('data-clean', 'failed');
    metrics.queueDepth('notice-mail', async () => 42);
    const { text } = await metricsOf('US');
    expect(sampleValue(text, 'gwn_jobs_total', { kind: 'notice-mail', event: 'claimed' })).toBe(2);
    expect(sampleValue(text, 'gwn_jobs_total', { kind: 'notice-mail', event: 'done' })).toBe(1);
    expect(sampleValue(text, 'gwn_jobs_total', { kind: 'data-clean', event: 'failed' })).toBe(1);
    expect(sampleValue(text, 'gwn_job_queue_depth', { kind: 'notice-mail' })).toBe(42);
    // Each service counts its own: the account service's text has none of the region's.
    expect((await metricsOf('account')).text).not.toContain('notice-mail');
  });

  it('/metrics is not answered to another machine, nor through a proxy on this one (default: loopback only)', async () => {
    const remote = await env.regionApp().inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().retCode).toBe(RetCode.Forbidden);
    const proxied = await env.regionApp().inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('answers whoever presents the token, from anywhere; no token is 401, a wrong one 403', async () => {
    const config = readConfig({ METRICS_TOKEN: 'scrape-secret-of-this-test' });
    const app = await buildApp({ name: 'region US', http: config, resourcePolicy: 'cross-origin' });
    try {
      const ask = (authorization?: string) => app.inject({
        method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: authorization ? { authorization } : {},
      });
      expect((await ask('Bearer scrape-secret-of-this-test')).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(401);
      expect((await ask('Bearer another')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});

describe('e-mails in the metrics', () => {
  let sink: SmtpSink;
  beforeAll(async () => { sink = await startSmtpSink(); });
  afterAll(() => sink.close());

  it('counts what the SMTP server accepted as sent, and a send it refused as failed', async () => {
    const outboxDir = path.join(os.tmpdir(), `gwn-outbox-${process.pid}`);
    const app = await buildApp({ name: 'region US', http: readConfig({}), resourcePolicy: 'cross-origin' });
    try {
      const mailer = countedMailer(createMailer({ smtpUrl: sink.url, from: 'gwn@example.test', outboxDir }), (o) => app.metrics.mail(o));
      await mailer.send({ to: 'one@example.test', subject: 'One', html: '<p>One</p>' });
      sink.rejecting.add('gone@example.test');
      await expect(mailer.send({ to: 'gone@example.test', subject: 'Two', html: '<p>Two</p>' })).rejects.toThrow();
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sampleValue(text, 'gwn_emails_total', { outcome: 'sent' })).toBe(1);
      expect(sampleValue(text, 'gwn_emails_total', { outcome: 'failed' })).toBe(1);
      expect(sink.to('one@example.test')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
