import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStream, auth, RetCode } from '@gwn/contract';
import { redactedDetail } from '../../core/audit-recorder.ts';
import { eq } from 'drizzle-orm';
import { accountAuditLog, auditStreamCursor } from '../../db/account-schema.ts';
import { eventually } from '../../../test/eventually.ts';
import { syslogReceiver, testCertificates, webhookReceiver, type ReceivedEntry } from '../../../test/stream-receivers.ts';
import { useTestSystem } from '../../../test/test-system.ts';

/** The entries a receiver kept, duplicates dropped by id. */
const distinct = (entries: readonly ReceivedEntry[]) => [...new Map(entries.map((e) => [e.id, e])).values()];

describe('audit streaming from the account service to syslog and webhook receivers on loopback', () => {
  const env = useTestSystem({ regions: [], config: { auditStream: { pollMs: 50, gapWaitMs: 200 } } });
  const admin = env.operator();
  const operator = env.operator();
  const certs = testCertificates();
  const syslog = syslogReceiver();
  const syslogTls = syslogReceiver({ tls: certs });
  const webhook = webhookReceiver();
  let hookUrl = '';
  beforeAll(async () => {
    await syslog.start();
    await syslogTls.start();
    hookUrl = await webhook.start();
  });
  afterAll(async () => {
    await syslog.remove();
    await syslogTls.remove();
    await webhook.stop();
  });

  const add = async (payload: Parameters<typeof env.call<typeof auditStream.add>>[1]) => {
    const res = await env.call(auditStream.add, payload, { token: admin.token });
    expect(res.body.retCode).toBe(0);
    return res.body.data as { id: number; secret: string | null };
  };
  /** A scripted run of changes: each language switch is one audit entry. */
  const changes = async (n: number) => {
    for (let i = 0; i < n; i++) {
      expect((await env.call(auth.modifyLang, { lang: i % 2 ? 'en' : 'zh' }, { token: operator.token })).body.retCode).toBe(0);
    }
  };
  const auditIdsAfter = async (id: number) =>
    (await env.accountDb.select({ id: accountAuditLog.id }).from(accountAuditLog)).map((r) => r.id).filter((x) => x > id).sort((a, b) => a - b);

  it('delivers every entry to syslog and to a signed webhook, each once after de-duplication, in order', async () => {
    const webhookDest = await add({ kind: 'webhook', name: 'hook', url: hookUrl });
    expect(webhookDest.secret).toMatch(/^[\w-]{40,}$/);
    webhook.setSecret(webhookDest.secret!);
    const syslogDest = await add({ kind: 'syslog', name: 'rsyslog', host: '127.0.0.1', port: syslog.port, tls: false });
    expect(syslogDest.secret).toBeNull();
    await changes(12);
    const expected = await auditIdsAfter(0);
    const fromWebhook = await eventually(async () => {
      const got = distinct(webhook.entries);
      return got.some((e) => e.auditId === expected.at(-1)) && got;
    });
    const fromSyslog = await eventually(async () => {
      const got = distinct(syslog.entries());
      return got.some((e) => e.auditId === expected.at(-1)) && got;
    });
    // Each receiver gets every entry from its destination's creation on, ids stable, in audit-id order.
    for (const got of [fromWebhook, fromSyslog]) {
      const ids = got.map((e) => e.auditId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).toEqual(expected.filter((id) => id >= ids[0]!));
      expect(got.every((e) => e.id === `account:${e.auditId}` && e.service === 'account')).toBe(true);
    }
    expect(fromWebhook.filter((e) => e.action === 'languageChange')).toHaveLength(12);
    expect(webhook.badSignatures).toBe(0);
    // The list shows status, never the secret.
    const list = await env.call(auditStream.list, {}, { token: admin.token });
    expect(JSON.stringify(list.body)).not.toContain(webhookDest.secret);
    const row = (list.body.data as { result: { id: number; status: { backlog: number; lastDeliveredTime: string | null }[] }[] }).result
      .find((d) => d.id === syslogDest.id)!;
    expect(row.status[0]).toMatchObject({ backlog: 0 });
    expect(row.status[0]!.lastDeliveredTime).not.toBeNull();
    await env.call(auditStream.remove, { id: webhookDest.id }, { token: admin.token });
    await env.call(auditStream.remove, { id: syslogDest.id }, { token: admin.token });
  });

  it('keeps the backlog while the receiver is down, shows the error, and delivers it when the receiver is back', async () => {
    const dest = await add({ kind: 'syslog', name: 'down', host: '127.0.0.1', port: syslog.port, tls: false });
    await syslog.stop();
    syslog.clear();
    await changes(5);
    const status = await eventually(async () => {
      const list = await env.call(auditStream.list, {}, { token: admin.token });
      const s = (list.body.data as { result: { id: number; status: { backlog: number; lastError: string | null }[] }[] }).result.find((d) => d.id === dest.id)!.status[0]!;
      return s.lastError !== null && s.backlog >= 5 ? s : null;
    });
    expect(status!.lastError).toMatch(/ECONN(REFUSED|RESET)/);
    const missed = await auditIdsAfter(0);
    await syslog.start();
    const got = await eventually(async () => {
      const entries = distinct(syslog.entries());
      return entries.some((e) => e.auditId === missed.at(-1)) && entries;
    });
    expect(got.filter((e) => e.action === 'languageChange')).toHaveLength(5);
    await env.call(auditStream.remove, { id: dest.id }, { token: admin.token });
  });

  it('resumes a cursor a copy held when it died (kill -9) once its lease runs out, sending what it had not moved past', async () => {
    const dest = await add({ kind: 'syslog', name: 'orphaned', host: '127.0.0.1', port: syslog.port, tls: false });
    // What a copy killed mid-send leaves: the cursor leased to it, never renewed nor moved.
    const leaseEnd = new Date(Date.now() + 1500);
    await env.accountDb.update(auditStreamCursor).set({ leaseOwner: 'a copy killed with -9', leaseUntil: leaseEnd })
      .where(eq(auditStreamCursor.destinationId, dest.id));
    syslog.clear();
    await changes(4);
    const last = (await auditIdsAfter(0)).at(-1);
    await eventually(async () => syslog.entries().some((e) => e.auditId === last));
    expect(Date.now()).toBeGreaterThanOrEqual(leaseEnd.getTime());
    expect(distinct(syslog.entries()).filter((e) => e.action === 'languageChange')).toHaveLength(4);
    await env.call(auditStream.remove, { id: dest.id }, { token: admin.token });
  });

  it('sends a test event over TLS checked against the CA bundle, and reports a collector it cannot trust', async () => {
    const trusted = await add({ kind: 'syslog', name: 'tls', host: '127.0.0.1', port: syslogTls.port, tls: true, caPem: certs.caPem });
    const ok = await env.call(auditStream.sendTest, { id: trusted.id }, { token: admin.token });
    expect(ok.body.data).toEqual({ delivered: true, error: null });
    await eventually(async () => syslogTls.entries().some((e) => e.action === 'auditStreamTest'));
    const untrusted = await add({ kind: 'syslog', name: 'tls without CA', host: '127.0.0.1', port: syslogTls.port, tls: true });
    const refused = await env.call(auditStream.sendTest, { id: untrusted.id }, { token: admin.token });
    expect(refused.body.data).toMatchObject({ delivered: false });
    expect((refused.body.data as { error: string }).error).toMatch(/certificate/i);
  });

  it('refuses a CA bundle that is not PEM certificates (15222) and an operator who is not a super administrator, even with the menu in their role (403)', async () => {
    const bad = await env.call(auditStream.add, { kind: 'syslog', name: 'x', host: '127.0.0.1', port: 1, tls: true, caPem: 'not a cert' }, { token: admin.token });
    expect(bad.body.retCode).toBe(RetCode.AuditStreamBadCa);
    const { buildOperator } = await import('../../../test/factories.ts');
    const granted = await buildOperator(env.accountDb, { menus: ['auditStreaming'] });
    // The menu is super-admin only (SUPER_ADMIN_ONLY_MENUS): a role that lists it still does not grant it.
    const refused = await env.call(auditStream.list, {}, { token: granted.token });
    expect(refused.body.retCode).toBe(RetCode.Forbidden);
  });

  it('streams no secret: secret-named values are masked at any depth', () => {
    const detail = redactedDetail({
      subject: 's',
      changes: [{ field: 'password', before: 'old', after: 'new' }, { field: 'config', before: null, after: { apiToken: 't', name: 'n' } }],
      facts: { nested: { clientSecret: 'x' } },
    });
    expect(JSON.stringify(detail)).not.toMatch(/"(old|new|t|x)"/);
    expect(detail.changes![1]!.after).toEqual({ apiToken: '(hidden)', name: 'n' });
  });
});
