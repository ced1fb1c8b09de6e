import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RetCode, speedServers as contract } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildSpeedServer } from '../../../test/region-factories.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { speedServers } from '../../db/region-schema.ts';

let counter = 0;
const freshName = () => `Speed ${Date.now().toString(36)}-${counter++}`;
const addPayload = (overrides: Record<string, unknown> = {}) => ({
  name: freshName(), serviceProvider: 'Example ISP', uploadUrl: 'https://speed.example.test/upload',
  pingUrl: 'http://speed.example.test:8080/ping', downloadUrl: 'https://speed.example.test/download', publicIp: '203.0.113.7',
  secret: 'top-secret-1', uploadDuration: '15', downloadDuration: 30, regions: ['US', 'EU'], ...overrides,
});

describe('speed-test servers', () => {
  const env = useTestSystem({ regions: ['US', 'EU'] });
  const admin = env.operator({ menus: ['speedTestServerAddress'] });
  const us = () => env.regionDb('US');
  const rows = () => us().select().from(speedServers);
  const stored = async (id: number) => (await us().select().from(speedServers).where(eq(speedServers.id, id)))[0];

  it('adds a server in the region called, with numbers converted, the regions chosen and an audit entry without the secret', async () => {
    const payload = addPayload({ name: '  Tokyo fibre  ' + counter++ });
    const res = await env.call(contract.add, payload as never, { token: admin.token, region: 'US' });
    expect(res.body.retCode).toBe(0);
    const row = res.body.data;
    expect(row).toMatchObject({ name: payload.name.trim(), uploadDuration: 15, downloadDuration: 30, regions: ['US', 'EU'], publicIp: '203.0.113.7' });
    expect(row).not.toHaveProperty('secret');
    expect(Number.isNaN(Date.parse(row.timeStr))).toBe(false);
    expect(await stored(row.id)).toMatchObject({ secret: 'top-secret-1', uploadDuration: 15 });
    const [entry] = await auditEntries(us(), 'speedServerAdd', row.name);
    expect(entry.detail.changes).toEqual(expect.arrayContaining([
      { field: 'publicIp', before: null, after: '203.0.113.7' }, { field: 'secret', before: null, after: '(hidden)' },
    ]));
    expect(JSON.stringify(entry.detail)).not.toContain('top-secret-1');
  });

  it('keeps each region its own copy: the same name may be added to another region', async () => {
    const payload = addPayload();
    expect((await env.call(contract.add, payload as never, { token: admin.token, region: 'US' })).body.retCode).toBe(0);
    const eu = await env.call(contract.add, payload as never, { token: admin.token, region: 'EU' });
    expect(eu.body.retCode).toBe(0);
    const euRows = await env.regionDb('EU').select().from(speedServers).where(eq(speedServers.name, payload.name));
    expect(euRows).toHaveLength(1);
  });

  it('keeps the uid the console chose in every region it adds to, and finds each region\'s copy by it', async () => {
    const uid = randomUUID();
    const payload = addPayload({ uid: uid.toUpperCase() });
    const inUs = (await env.call(contract.add, payload as never, { token: admin.token, region: 'US' })).body.data;
    const inEu = (await env.call(contract.add, payload as never, { token: admin.token, region: 'EU' })).body.data;
    expect([inUs.uid, inEu.uid]).toEqual([uid, uid]);
    const renamed = { ...payload, id: inEu.id, name: `${payload.name} renamed`, secret: '' };
    expect((await env.call(contract.update, renamed as never, { token: admin.token, region: 'EU' })).body.data.uid).toBe(uid);
    const held = async (region: 'US' | 'EU') =>
      (await env.call(contract.byKeys, { keys: [uid, randomUUID()] }, { token: admin.token, region })).body.data.result;
    expect(await held('US')).toEqual([inUs]);
    expect(await held('EU')).toMatchObject([{ id: inEu.id, uid, name: renamed.name }]);
    expect(JSON.stringify(await held('US'))).not.toContain(payload.secret);
  });

  it('picks a uid when the add names none, and refuses the same uid twice in a region (12003) without writing', async () => {
    const first = (await env.call(contract.add, addPayload() as never, { token: admin.token, region: 'US' })).body.data;
    expect(first.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const before = (await rows()).length;
    const again = await env.call(contract.add, addPayload({ uid: first.uid }) as never, { token: admin.token, region: 'US' });
    expect(again.body).toMatchObject({ retCode: RetCode.NameTaken, data: { field: 'uid' } });
    expect(await rows()).toHaveLength(before);
    const notUid = await env.call(contract.add, addPayload({ uid: 'not-a-uid' }) as never, { token: admin.token, region: 'US' });
    expect(Object.keys(invalidInputOf(notUid).fields)).toEqual(['uid']);
  });

  it('refuses a name already used in the region with 15055 and writes nothing', async () => {
    const existing = await buildSpeedServer(us());
    const before = (await rows()).length;
    const res = await env.call(contract.add, addPayload({ name: existing.name }) as never, { token: admin.token, region: 'US' });
    expect(res.body.retCode).toBe(RetCode.SpeedServerNameTaken);
    expect(res.body.msg).toBe('A speed-test server with this name already exists in this region');
    expect(await rows()).toHaveLength(before);
  });

  it('answers in Chinese when asked', async () => {
    const existing = await buildSpeedServer(us());
    const res = await env.call(contract.add, addPayload({ name: existing.name }) as never, { token: admin.token, region: 'US', lang: 'zh' });
    expect(res.body.msg).toBe('该区域已存在同名的测速服务器');
  });

  it.each([
    ['a URL without a scheme', { uploadUrl: 'speed.example.test/upload' }, 'uploadUrl', 'http'],
    ['an ftp URL', { pingUrl: 'ftp://speed.example.test/ping' }, 'pingUrl', 'http'],
    ['a javascript: URL', { downloadUrl: 'javascript:alert(1)' }, 'downloadUrl', 'http'],
    ['a URL with spaces', { downloadUrl: 'https://speed example.test/' }, 'downloadUrl', 'http'],
    ['a host name for the IP', { publicIp: 'speed.example.test' }, 'publicIp', 'IPv4 or IPv6'],
    ['an IPv4 address out of range', { publicIp: '256.1.1.1' }, 'publicIp', 'IPv4 or IPv6'],
    ['an IP with a port', { publicIp: '203.0.113.7:80' }, 'publicIp', 'IPv4 or IPv6'],
    ['a missing secret', { secret: undefined }, 'secret', ''],
    ['a blank name', { name: '   ' }, 'name', ''],
    ['a blank provider', { serviceProvider: '' }, 'serviceProvider', ''],
    ['a duration of 0', { uploadDuration: 0 }, 'uploadDuration', 'seconds'],
    ['a duration over an hour', { downloadDuration: 3601 }, 'downloadDuration', 'seconds'],
    ['a duration that is not a number', { downloadDuration: 'ten' }, 'downloadDuration', ''],
    ['no region', { regions: [] }, 'regions', ''],
  ])('answers 50005 for %s, naming the field, and writes nothing', async (_name, override, field, says) => {
    const before = (await rows()).length;
    const res = await env.call(contract.add, addPayload(override) as never, { token: admin.token, region: 'US' });
    expect(res.body.retCode).toBe(RetCode.InvalidParameters);
    expect(Object.keys(invalidInputOf(res).fields)).toContain(field);
    expect(invalidInputOf(res).fields[field]).toContain(says);
    expect(await rows()).toHaveLength(before);
  });

  it('accepts an IPv6 address', async () => {
    const res = await env.call(contract.add, addPayload({ publicIp: '2001:db8::1' }) as never, { token: admin.token, region: 'US' });
    expect(res.body.data.publicIp).toBe('2001:db8::1');
  });

  it('never returns the secret in the list or in info', async () => {
    const row = await buildSpeedServer(us(), { secret: 'do-not-show-me' });
    const list = await env.call(contract.list, { search: row.name, pageNum: 1, pageSize: 10 }, { token: admin.token, region: 'US' });
    expect(list.body.data.result.map((r: { id: number }) => r.id)).toEqual([row.id]);
    expect(JSON.stringify(list.body)).not.toContain('do-not-show-me');
    expect(list.body.data.result[0]).not.toHaveProperty('secret');
    const info = await env.call(contract.info, { id: row.id }, { token: admin.token, region: 'US' });
    expect(info.body.data).toMatchObject({ id: row.id, name: row.name, regions: ['US'] });
    expect(JSON.stringify(info.body)).not.toContain('do-not-show-me');
  });

  it('searches by name or provider and sorts by time, newest first unless asked otherwise', async () => {
    const tag = `sort${Date.now().toString(36)}`;
    const older = await buildSpeedServer(us(), { name: `${tag} older`, modifiedAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await buildSpeedServer(us(), { name: `${tag} newer`, modifiedAt: new Date('2026-06-01T00:00:00Z') });
    const byProvider = await buildSpeedServer(us(), { serviceProvider: `${tag} Telecom`, modifiedAt: new Date('2026-03-01T00:00:00Z') });
    const ids = async (order?: 'asc' | 'desc') => (await env.call(contract.list, { search: tag.toUpperCase(), order, pageNum: 1, pageSize: 10 },
      { token: admin.token, region: 'US' })).body.data.result.map((r: { id: number }) => r.id);
    expect(await ids()).toEqual([newer.id, byProvider.id, older.id]);
    expect(await ids('asc')).toEqual([older.id, byProvider.id, newer.id]);
    const paged = await env.call(contract.list, { search: tag, pageNum: 2, pageSize: 2 }, { token: admin.token, region: 'US' });
    expect(paged.body.data).toMatchObject({ total: 3, result: [{ id: older.id }] });
    const wild = await env.call(contract.list, { search: '%', pageNum: 1, pageSize: 10 }, { token: admin.token, region: 'US' });
    expect(wild.body.data.total).toBe(0);
  });

  it('edits a server, keeping the stored secret when the secret is left empty and replacing it when given', async () => {
    const row = await buildSpeedServer(us(), { secret: 'kept-secret', modifiedAt: new Date('2026-01-01T00:00:00Z') });
    const { id, name, serviceProvider, uploadUrl, pingUrl, downloadUrl } = row;
    const base = { id, name, serviceProvider, uploadUrl, pingUrl, downloadUrl, publicIp: '198.51.100.4', uploadDuration: 20, downloadDuration: '25' };
    const res = await env.call(contract.update, { ...base, secret: '' } as never, { token: admin.token, region: 'US' });
    expect(res.body.data).toMatchObject({ id, publicIp: '198.51.100.4', uploadDuration: 20, downloadDuration: 25 });
    expect(Date.parse(res.body.data.timeStr)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
    expect(await stored(id)).toMatchObject({ secret: 'kept-secret', publicIp: '198.51.100.4' });
    const [entry] = await auditEntries(us(), 'speedServerEdit', name);
    expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'publicIp', before: '192.0.2.80', after: '198.51.100.4' }]));
    expect(entry.detail.changes?.map((c) => c.field)).not.toContain('secret');
    await env.call(contract.update, { ...base, secret: 'new-secret' } as never, { token: admin.token, region: 'US' });
    expect((await stored(id)).secret).toBe('new-secret');
    const last = (await auditEntries(us(), 'speedServerEdit', name)).at(-1);
    expect(last?.detail.changes).toEqual([{ field: 'secret', before: '(hidden)', after: '(hidden)' }]);
  });

  it('refuses an edit to another server\'s name (15055), a bad URL (50005) and an unknown id (15056), changing nothing', async () => {
    const a = await buildSpeedServer(us());
    const b = await buildSpeedServer(us());
    const { id, name: _n, secret: _s, regions: _r, createdAt: _c, modifiedAt: _m, ...rest } = a;
    const clash = await env.call(contract.update, { id, ...rest, name: b.name }, { token: admin.token, region: 'US' });
    expect(clash.body.retCode).toBe(RetCode.SpeedServerNameTaken);
    const badUrl = await env.call(contract.update, { id, ...rest, name: a.name, uploadUrl: 'not a url' }, { token: admin.token, region: 'US' });
    expect(badUrl.body.retCode).toBe(RetCode.InvalidParameters);
    expect(Object.keys(invalidInputOf(badUrl).fields)).toEqual(['uploadUrl']);
    expect(await stored(id)).toEqual(a);
    const gone = await env.call(contract.update, { id: 987654321, ...rest, name: 'x' }, { token: admin.token, region: 'US' });
    expect(gone.body.retCode).toBe(RetCode.SpeedServerNotFound);
  });

  it('deletes by id with an audit entry; an unknown id answers 15056 in info and delete', async () => {
    const row = await buildSpeedServer(us());
    const res = await env.call(contract.remove, { id: row.id }, { token: admin.token, region: 'US' });
    expect(res.body.data).toEqual({ deleted: 1 });
    expect(await stored(row.id)).toBeUndefined();
    const [entry] = await auditEntries(us(), 'speedServerDelete', row.name);
    expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'name', before: row.name, after: null }]));
    expect((await env.call(contract.remove, { id: row.id }, { token: admin.token, region: 'US' })).body.retCode).toBe(RetCode.SpeedServerNotFound);
    const info = await env.call(contract.info, { id: row.id }, { token: admin.token, region: 'US' });
    expect(info.body).toMatchObject({ retCode: RetCode.SpeedServerNotFound, msg: 'The speed-test server does not exist' });
  });
});
