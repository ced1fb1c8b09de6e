import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, nothing, RetCode, type internal } from '@gwn/contract';
import { buildApp } from '../app.ts';
import { openRegionDatabase, type Database, type RegionSchema } from '../db/connect.ts';
import { regionAuditLog } from '../db/region-schema.ts';
import { durableDatabases } from '../../test/harness.ts';
import { bareAppOptions } from '../../test/http-settings.ts';
import { ApiError } from './api-error.ts';
import { auditWriter } from './audit-writer.ts';
import { csvLine } from './csv.ts';
import { createEndpointHost } from './endpoint-host.ts';
import { INTERNAL_SECRET_HEADER } from './guard.ts';

const SECRET = 'a-shared-secret-for-this-test-only';
const ADMIN_TOKEN = 'admin-credential-0123456789';

/** The one signed-in operator this test knows (a stand-in for the account service's answer). */
const admin: internal.SessionPrincipal = {
  sessionId: 1, userId: 7, account: 'probe-admin', name: 'Probe Admin', email: 'probe@example.test', roleId: 1,
  superAdmin: true, permissions: [], region: 'US', enabledRegions: ['US'], mainAccount: true, lang: 'en',
};

const note = z.object({ note: z.string().max(64) });
/** Test endpoints of every kind the core serves; the contract's own are covered by the generated tests. */
const probe = {
  write: endpoint({
    service: 'region', method: 'POST', path: '/probe/write', guard: 'session', audit: 'apPasswordAdd', summary: 'writes a row',
    request: note.extend({ refuse: z.enum(['no', 'plain', 'counted', 'crash', 'unchanged']).default('no') }), response: nothing,
  }),
  read: endpoint({
    service: 'region', method: 'POST', path: '/probe/read', guard: 'session', audit: null, summary: 'reads', request: note, response: z.number(),
  }),
  peer: endpoint({
    service: 'region', method: 'POST', path: '/probe/peer', guard: 'internal', audit: null, summary: 'for peers', request: z.object({}), response: z.literal('peer'),
  }),
  csv: endpoint({
    service: 'region', method: 'GET', path: '/probe/csv', guard: 'public', audit: null, summary: 'a CSV', request: z.object({}), response: nothing, reply: 'csv',
  }),
};

describe('the transaction rule: a change and its audit entry commit together or not at all', () => {
  let database: Database<RegionSchema>;
  let app: FastifyInstance;
  const committedAfter: string[] = [];
  const rows = async () => (await database.db.execute(sql`select note from transaction_probe order by id`) as unknown as { rows: { note: string }[] }).rows.map((r) => r.note);
  const entries = () => database.db.select().from(regionAuditLog);
  const post = (path: string, payload: unknown, headers: Record<string, string> = { authorization: ADMIN_TOKEN }) =>
    app.inject({ method: 'POST', url: path, payload: payload as object, headers });

  beforeAll(async () => {
    database = await openRegionDatabase((await durableDatabases(['US'])).get('US') ?? {});
    await database.db.execute(sql`create table transaction_probe (id serial primary key, note text not null)`);
    app = await buildApp(bareAppOptions('probe'));
    const host = createEndpointHost(app, {
      service: 'region', db: database.db, audit: auditWriter(regionAuditLog),
      guard: { internalSecret: SECRET, authenticator: { verify: async (token) => (token === ADMIN_TOKEN ? admin : null) } },
    });
    host.handle(probe.write, async ({ note: text, refuse }, call) => {
      await call.db.execute(sql`insert into transaction_probe (note) values (${text})`);
      call.afterCommit(() => { committedAfter.push(text); });
      call.audit.subject(text);
      call.audit.change(null, { note: text });
      if (refuse === 'plain') throw new ApiError(RetCode.NameTaken);
      if (refuse === 'counted') throw new ApiError(RetCode.AccountOrPasswordWrong).keepingWrites({ action: 'signInFailed', detail: { facts: { note: text } } });
      if (refuse === 'crash') throw new Error('the disk caught fire');
      if (refuse === 'unchanged') call.audit.nothingChanged();
      return null;
    });
    host.handle(probe.read, async (_p, call) => (await rows()).length + (call.db === database.db ? 0 : 1000));
    host.handle(probe.peer, async () => 'peer' as const);
    host.handle(probe.csv, async () => ({ fileName: 'probe.csv', header: ['a', 'b'], lines: (async function* () { yield csvLine(['x', '=1']); })() }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes the change and exactly one audit entry, with who, where, what and before -> after', async () => {
    const res = await post(probe.write.path, { note: 'kept' });
    expect(res.json()).toMatchObject({ retCode: 0 });
    expect(await rows()).toContain('kept');
    const [entry] = (await entries()).filter((e) => e.detail.subject === 'kept');
    expect(entry).toMatchObject({
      showKey: 'apPasswordAdd', userId: 7, accountName: 'probe-admin', ip: '127.0.0.1',
      detail: { subject: 'kept', changes: [{ field: 'note', before: null, after: 'kept' }] },
    });
    expect(committedAfter).toContain('kept');
  });

  it('leaves neither the change nor an entry when the call is refused, and runs no after-commit task', async () => {
    const before = (await entries()).length;
    expect((await post(probe.write.path, { note: 'refused', refuse: 'plain' })).json()).toMatchObject({ retCode: RetCode.NameTaken });
    expect((await post(probe.write.path, { note: 'crashed', refuse: 'crash' })).json()).toMatchObject({ retCode: RetCode.ServiceError });
    expect(await rows()).not.toContain('refused');
    expect(await rows()).not.toContain('crashed');
    expect(await entries()).toHaveLength(before);
    expect(committedAfter).not.toContain('refused');
  });

  it('keeps the writes of a refusal that counts, with its own entry, and still answers the refusal', async () => {
    const res = await post(probe.write.path, { note: 'counted', refuse: 'counted' });
    expect(res.json()).toMatchObject({ retCode: RetCode.AccountOrPasswordWrong });
    expect(await rows()).toContain('counted');
    const mine = (await entries()).filter((e) => e.showKey === 'signInFailed');
    expect(mine.map((e) => e.detail)).toEqual([{ facts: { note: 'counted' } }]);
  });

  it('writes no entry for a success that changed nothing', async () => {
    const before = (await entries()).length;
    expect((await post(probe.write.path, { note: 'same', refuse: 'unchanged' })).json()).toMatchObject({ retCode: 0 });
    expect(await entries()).toHaveLength(before);
  });

  it('runs a call without an audit action on the database itself, outside any transaction', async () => {
    expect((await post(probe.read.path, { note: 'x' })).json().data).toBeLessThan(1000);
  });

  it('refuses NUL characters and unpaired surrogates in any string with 50005 naming the field, before the handler', async () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00']) {
      const res = await post(probe.write.path, { note: bad });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ retCode: RetCode.InvalidParameters, data: { fields: { note: expect.any(String) } } });
    }
    expect((await post(probe.write.path, { note: 'emoji 😀 and 中文' })).json()).toMatchObject({ retCode: 0 });
  });

  it('lets an internal endpoint be called only with the shared secret', async () => {
    expect((await post(probe.peer.path, {}, {})).statusCode).toBe(401);
    expect((await post(probe.peer.path, {}, { authorization: ADMIN_TOKEN })).statusCode).toBe(403);
    expect((await post(probe.peer.path, {}, { [INTERNAL_SECRET_HEADER]: 'wrong' })).statusCode).toBe(403);
    expect((await post(probe.peer.path, {}, { [INTERNAL_SECRET_HEADER]: `${SECRET}x` })).statusCode).toBe(403);
    expect((await post(probe.peer.path, {}, { [INTERNAL_SECRET_HEADER]: SECRET })).json()).toMatchObject({ retCode: 0, data: 'peer' });
  });

  it('streams a CSV reply with a BOM, the header and defused formulas', async () => {
    const res = await app.inject({ method: 'GET', url: probe.csv.path });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="probe.csv"');
    expect(res.body).toBe("\uFEFFa,b\r\nx,'=1\r\n");
  });
});
