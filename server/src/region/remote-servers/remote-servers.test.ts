import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { remoteServers as contract } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildRemoteServer } from '../../../test/region-factories.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { remoteServers } from '../../db/region-schema.ts';

let counter = 0;
const zone = () => `zone-${Date.now().toString(36)}-${counter++}`;

describe('remote servers', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator({ menus: ['sshServerConfig'] });
  const us = () => env.regionDb();
  const rows = () => us().select().from(remoteServers);
  const byId = async (id: number) => (await us().select().from(remoteServers).where(eq(remoteServers.id, id)))[0];

  it('adds a trimmed server, refuses the same three values again with 12003, and audits the add', async () => {
    const z = zone();
    const res = await env.call(contract.add, { serviceRegion: ' us-east ', zone: z, serverIp: ' 192.0.2.50 ' }, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { serviceRegion: 'us-east', zone: z, serverIp: '192.0.2.50' } });
    expect(await byId(res.body.data.id)).toMatchObject({ serviceRegion: 'us-east', zone: z, serverIp: '192.0.2.50' });
    const again = await env.call(contract.add, { serviceRegion: 'us-east', zone: z, serverIp: '192.0.2.50' }, { token: admin.token });
    expect(again.body.retCode).toBe(12003);
    expect((await rows()).filter((r) => r.zone === z)).toHaveLength(1);
    const [entry] = await auditEntries(us(), 'remoteServerAdd', `us-east / ${z} / 192.0.2.50`);
    expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'serverIp', before: null, after: '192.0.2.50' }]));
  });

  it.each([
    ['an empty service region', { serviceRegion: '  ' }, 'serviceRegion'],
    ['a zone over 64', { zone: 'z'.repeat(65) }, 'zone'],
    ['a missing address', { serverIp: undefined }, 'serverIp'],
    ['an address over 64', { serverIp: '1'.repeat(65) }, 'serverIp'],
  ])('answers 50005 for %s and writes nothing', async (_n, override, field) => {
    const before = (await rows()).length;
    const res = await env.call(contract.add, { serviceRegion: 'us-east', zone: zone(), serverIp: '192.0.2.1', ...override } as never, { token: admin.token });
    expect(res.body.retCode).toBe(50005);
    expect(Object.keys(invalidInputOf(res).fields)).toContain(field);
    expect(await rows()).toHaveLength(before);
  });

  it.each([
    ['a sentence', 'not an ip!!'], ['an IPv4 address out of range', '300.1.1.1'], ['an address with a port', '192.0.2.1:22'],
    ['a label starting with a hyphen', '-ssh.example.test'], ['an empty label', 'ssh..example.test'], ['a URL', 'ssh://192.0.2.1'],
  ])('refuses %s as the address (50005 naming serverIp), on add and on update, writing nothing', async (_n, serverIp) => {
    const before = (await rows()).length;
    const add = await env.call(contract.add, { serviceRegion: 'us-east', zone: zone(), serverIp }, { token: admin.token });
    expect(add.body).toMatchObject({ retCode: 50005, data: { fields: { serverIp: 'must be an IP address or a host name' } } });
    const a = await buildRemoteServer(us());
    const update = await env.call(contract.update, { id: a.id, serviceRegion: a.serviceRegion, zone: a.zone, serverIp }, { token: admin.token });
    expect(Object.keys(invalidInputOf(update).fields)).toEqual(['serverIp']);
    expect(await byId(a.id)).toEqual(a);
    expect(await rows()).toHaveLength(before + 1);
  });

  it.each(['192.0.2.10', '2001:db8::22', 'ssh.example.test', 'localhost', 'relay-1.eu.example.test'])('accepts %s as the address', async (serverIp) => {
    const res = await env.call(contract.add, { serviceRegion: 'us-east', zone: zone(), serverIp }, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { serverIp } });
  });

  it('keeps the uid the console chose and finds the copy by it (byKeys, sshServerConfig)', async () => {
    const uid = randomUUID();
    const added = (await env.call(contract.add, { serviceRegion: 'us-east', zone: zone(), serverIp: '192.0.2.77', uid }, { token: admin.token })).body.data;
    expect(added.uid).toBe(uid);
    const held = await env.call(contract.byKeys, { keys: [uid, randomUUID()] }, { token: admin.token });
    expect(held.body.data.result).toEqual([added]);
    const twice = await env.call(contract.add, { serviceRegion: 'us-west', zone: zone(), serverIp: '192.0.2.78', uid }, { token: admin.token });
    expect(twice.body.retCode).toBe(12003);
    const picked = (await env.call(contract.add, { serviceRegion: 'us-east', zone: zone(), serverIp: '192.0.2.79' }, { token: admin.token })).body.data;
    expect(picked.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts 64 characters in each field', async () => {
    // A host name of 64 characters (a label is at most 63).
    const serverIp = `${'h'.repeat(60)}.net`;
    const res = await env.call(contract.add, { serviceRegion: 'r'.repeat(64), zone: 'z'.repeat(63) + counter++ % 10, serverIp }, { token: admin.token });
    expect(res.body.retCode).toBe(0);
  });

  it('updates a server, refusing the values of another (12003) and an unknown id (404)', async () => {
    const a = await buildRemoteServer(us());
    const b = await buildRemoteServer(us());
    const res = await env.call(contract.update, { id: a.id, serviceRegion: 'eu-west', zone: a.zone, serverIp: '198.51.100.9' }, { token: admin.token });
    expect(res.body.data).toEqual({ id: a.id, uid: a.uid, serviceRegion: 'eu-west', zone: a.zone, serverIp: '198.51.100.9' });
    const [entry] = await auditEntries(us(), 'remoteServerEdit', `eu-west / ${a.zone} / 198.51.100.9`);
    expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'serviceRegion', before: 'us-east', after: 'eu-west' }]));
    const clash = await env.call(contract.update, { id: a.id, serviceRegion: b.serviceRegion, zone: b.zone, serverIp: b.serverIp }, { token: admin.token });
    expect(clash.body.retCode).toBe(12003);
    expect(await byId(a.id)).toMatchObject({ serviceRegion: 'eu-west' });
    const gone = await env.call(contract.update, { id: 987654321, serviceRegion: 'x', zone: 'y', serverIp: 'z' }, { token: admin.token });
    expect(gone.body.retCode).toBe(404);
  });

  it('deletes by ids, ignoring ids already gone, with one change per server in the entry', async () => {
    const a = await buildRemoteServer(us());
    const b = await buildRemoteServer(us());
    const keep = await buildRemoteServer(us());
    const res = await env.call(contract.remove, { ids: [a.id, b.id, a.id, 987654321] }, { token: admin.token });
    expect(res.body.data).toEqual({ deleted: 2 });
    expect(await byId(a.id)).toBeUndefined();
    expect(await byId(b.id)).toBeUndefined();
    expect(await byId(keep.id)).toBeDefined();
    const entry = (await auditEntries(us(), 'remoteServerDelete')).at(-1);
    expect(new Set(entry?.detail.changes?.map((c) => c.record))).toEqual(new Set([
      `${a.serviceRegion} / ${a.zone} / ${a.serverIp}`, `${b.serviceRegion} / ${b.zone} / ${b.serverIp}`,
    ]));
    const entries = (await auditEntries(us(), 'remoteServerDelete')).length;
    expect((await env.call(contract.remove, { ids: [a.id] }, { token: admin.token })).body.data).toEqual({ deleted: 0 });
    expect(await auditEntries(us(), 'remoteServerDelete')).toHaveLength(entries);
    expect((await env.call(contract.remove, { ids: [] }, { token: admin.token })).body.retCode).toBe(50005);
  });

  it('lists servers by service region, zone and address, with paging', async () => {
    await buildRemoteServer(us(), { serviceRegion: 'aaa-first', zone: 'z2', serverIp: '192.0.2.2' });
    await buildRemoteServer(us(), { serviceRegion: 'aaa-first', zone: 'z1', serverIp: '192.0.2.3' });
    const res = await env.call(contract.list, { pageNum: 1, pageSize: 2 }, { token: admin.token });
    expect(res.body.data.total).toBe((await rows()).length);
    expect(res.body.data.result.map((r: { zone: string }) => r.zone)).toEqual(['z1', 'z2']);
  });
});
