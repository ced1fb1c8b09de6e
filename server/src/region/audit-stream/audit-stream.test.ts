import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStream, parameters, releaseNote } from '@gwn/contract';
import { regionAuditLog } from '../../db/region-schema.ts';
import { eventually } from '../../../test/eventually.ts';
import { webhookReceiver, type ReceivedEntry } from '../../../test/stream-receivers.ts';
import { useTestSystem } from '../../../test/test-system.ts';

const distinct = (entries: readonly ReceivedEntry[]) => [...new Map(entries.map((e) => [e.id, e])).values()];

describe('audit streaming from a region: destinations learned from the account service, the region\'s own log delivered', () => {
  const env = useTestSystem({ regions: ['US'], config: { auditStream: { pollMs: 50, gapWaitMs: 200 } } });
  const admin = env.operator();
  const webhook = webhookReceiver();
  const systemOnly = webhookReceiver();
  let hookUrl = '';
  let systemOnlyUrl = '';
  beforeAll(async () => { hookUrl = await webhook.start(); systemOnlyUrl = await systemOnly.start(); });
  afterAll(async () => { await webhook.stop(); await systemOnly.stop(); });

  it('delivers every region entry after the destination was added, in order, ids "US:<auditId>", and reports the region\'s status', async () => {
    const added = await env.call(auditStream.add, { kind: 'webhook', name: 'hook', url: hookUrl, filter: { services: ['US'], actions: [] } }, { token: admin.token });
    expect(added.body.retCode).toBe(0);
    webhook.setSecret((added.body.data as { secret: string }).secret);
    for (let i = 0; i < 6; i++) {
      expect((await env.call(releaseNote.save, { title: `Release ${i}`, value: `<p>note ${i}</p>` }, { token: admin.token })).body.retCode).toBe(0);
    }
    const ids = (await env.regionDb().select({ id: regionAuditLog.id, showKey: regionAuditLog.showKey }).from(regionAuditLog))
      .filter((r) => r.showKey === 'releaseNoteSave').map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toHaveLength(6);
    const got = await eventually(async () => {
      const entries = distinct(webhook.entries);
      return entries.some((e) => e.auditId === ids.at(-1)) && entries;
    });
    // The filter keeps the account service's own entries (the add itself) out.
    expect(got.every((e) => e.service === 'US' && e.id === `US:${e.auditId}`)).toBe(true);
    const delivered = got.filter((e) => e.action === 'releaseNoteSave').map((e) => e.auditId);
    expect(delivered).toEqual(ids);
    expect(webhook.badSignatures).toBe(0);
    const status = await eventually(async () => {
      const list = await env.call(auditStream.list, {}, { token: admin.token });
      const row = (list.body.data as { result: auditStream.StreamDestinationRow[] }).result[0]!;
      const us = row.status.find((s) => s.service === 'US')!;
      return us.lastDeliveredTime !== null && us.backlog === 0 && row;
    });
    expect(status.status.find((s) => s.service === 'EU')!.lastError).toMatch(/region EU did not answer/);
  });

  it('a category filter passes over the entries of other categories, without counting them as backlog', async () => {
    const added = await env.call(auditStream.add, {
      kind: 'webhook', name: 'system settings only', url: systemOnlyUrl, filter: { services: ['US'], categories: ['system'] },
    }, { token: admin.token });
    expect(added.body.retCode).toBe(0);
    systemOnly.setSecret((added.body.data as { secret: string }).secret);
    // A release note (category "notices") first, then a parameter type (category "system"): in order per service, so
    // once the type's entry has arrived the note's was passed over.
    expect((await env.call(releaseNote.save, { title: 'Not streamed', value: '<p>n</p>' }, { token: admin.token })).body.retCode).toBe(0);
    expect((await env.call(parameters.typeSave, { mode: 0, name: 'Streamed', key: 'streamed_type', type: 2 }, { token: admin.token })).body.retCode).toBe(0);
    const got = await eventually(async () => {
      const entries = distinct(systemOnly.entries);
      return entries.some((e) => e.action === 'parameterTypeSave') && entries;
    });
    expect(got.map((e) => e.action)).toEqual(['parameterTypeSave']);
    const status = await eventually(async () => {
      const list = await env.call(auditStream.list, {}, { token: admin.token });
      const row = (list.body.data as { result: auditStream.StreamDestinationRow[] }).result.find((d) => d.name === 'system settings only')!;
      return row.status.find((s) => s.service === 'US')!.backlog === 0 && row;
    });
    expect(status.filter.categories).toEqual(['system']);
  });
});
