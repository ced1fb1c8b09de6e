import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters as contract, type RequestOf } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildParameter, buildParameterType } from '../../../test/region-factories.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { parameterTypes, systemParameters } from '../../db/region-schema.ts';

const DAY = contract.SECONDS_PER_DAY;
let counter = 0;
const freshKey = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

describe('system parameters', () => {
  const env = useTestSystem({ regions: ['US', 'EU'] });
  const admin = env.operator({ menus: ['parameterConfiguration'] });
  const typesOnly = env.operator({ menus: ['parameterType'] });
  const us = () => env.regionDb();
  const stored = async (key: string, region: 'US' | 'EU' = 'US') =>
    (await env.regionDb(region).select().from(systemParameters).where(eq(systemParameters.key, key)))[0];
  const addPayload = (basicKey: string, overrides: Partial<RequestOf<typeof contract.parameterSave>> = {}): RequestOf<typeof contract.parameterSave> => ({
    mode: 0, basicKey, name: 'Mail retries', key: freshKey('k_'), value: '3', description: 'Attempts', regions: ['US'], ...overrides,
  });

  describe('add', () => {
    it('stores a trimmed parameter in its category and audits it', async () => {
      const type = await buildParameterType(us(), { name: 'Mail' });
      const payload = addPayload(type.key, { name: '  Mail retries ', description: ' Attempts per recipient ' });
      const res = await env.call(contract.parameterSave, payload, { token: admin.token });
      expect(res.body.retCode).toBe(0);
      expect(res.body.data).toMatchObject({ basicKey: type.key, basicName: 'Mail', relid: type.id, key: payload.key, name: 'Mail retries', type: 2 });
      expect(await stored(payload.key)).toMatchObject({ typeId: type.id, name: 'Mail retries', value: '3', description: 'Attempts per recipient' });
      const [entry] = await auditEntries(us(), 'parameterSave', payload.key);
      expect(entry).toMatchObject({ accountName: admin.account });
      expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'value', before: null, after: '3' }]));
    });

    it('stores the same key in each region the console sends it to, resolving the category by its key there', async () => {
      const typeKey = freshKey('mt_');
      const usType = await buildParameterType(us(), { key: typeKey });
      await buildParameterType(env.regionDb('EU'), { key: 'filler' + counter++ }); // ids differ between regions
      const euType = await buildParameterType(env.regionDb('EU'), { key: typeKey });
      const payload = addPayload(typeKey, { regions: ['US', 'EU'] });
      for (const region of ['US', 'EU'] as const) {
        expect((await env.call(contract.parameterSave, payload, { token: admin.token, region })).body.retCode).toBe(0);
      }
      expect((await stored(payload.key, 'US')).typeId).toBe(usType.id);
      expect((await stored(payload.key, 'EU')).typeId).toBe(euType.id);
    });

    it('refuses an existing key with 12003 and a missing category with 404, writing nothing', async () => {
      const existing = await buildParameter(us(), { value: 'old' });
      const type = await buildParameterType(us());
      const entries = (await auditEntries(us(), 'parameterSave')).length;
      const dup = await env.call(contract.parameterSave, addPayload(type.key, { key: existing.key, value: 'new' }), { token: admin.token });
      expect(dup.body.retCode).toBe(12003);
      expect((await stored(existing.key)).value).toBe('old');
      const payload = addPayload('no_such_type');
      expect((await env.call(contract.parameterSave, payload, { token: admin.token })).body.retCode).toBe(404);
      expect(await stored(payload.key)).toBeUndefined();
      expect(await auditEntries(us(), 'parameterSave')).toHaveLength(entries);
    });

    it.each([
      ['an empty name', { name: '  ' }, 'name'],
      ['a name over 45', { name: 'n'.repeat(46) }, 'name'],
      ['a key over 20', { key: 'k'.repeat(21) }, 'key'],
      ['a key with a space', { key: 'a b' }, 'key'],
      ['an empty value', { value: '' }, 'value'],
      ['a value over 512', { value: 'v'.repeat(513) }, 'value'],
      ['a description over 128', { description: 'd'.repeat(129) }, 'description'],
      ['no region on add', { regions: undefined }, 'regions'],
      ['del_syslog_time not in whole days', { key: 'del_syslog_time', value: '90000' }, 'value'],
      ['del_syslog_time in days instead of seconds', { key: 'del_syslog_time', value: '30' }, 'value'],
    ])('answers 50005 for %s and writes nothing', async (_name, override, field) => {
      const type = await buildParameterType(us());
      const payload = { ...addPayload(type.key), ...override };
      const before = (await us().select().from(systemParameters)).length;
      const res = await env.call(contract.parameterSave, payload, { token: admin.token });
      expect(res.body.retCode).toBe(50005);
      expect(Object.keys(invalidInputOf(res).fields)).toContain(field);
      expect(await us().select().from(systemParameters)).toHaveLength(before);
    });

    it('accepts a name of 45, a key of 20, a value of 512 and a description of 128 characters', async () => {
      const type = await buildParameterType(us());
      const key = freshKey('b_').padEnd(20, 'x');
      const payload = addPayload(type.key, { name: 'n'.repeat(45), key, value: 'v'.repeat(512), description: 'd'.repeat(128) });
      expect((await env.call(contract.parameterSave, payload, { token: admin.token })).body.retCode).toBe(0);
      expect((await stored(key)).value).toHaveLength(512);
    });

    it('adds no parameter to a read-only category (15031)', async () => {
      const type = await buildParameterType(us(), { type: 1 });
      const payload = addPayload(type.key);
      expect((await env.call(contract.parameterSave, payload, { token: admin.token })).body.retCode).toBe(15031);
      expect(await stored(payload.key)).toBeUndefined();
    });
  });

  describe('edit and delete', () => {
    it('edits name, value, description and category by key; the key stays', async () => {
      const row = await buildParameter(us(), { value: 'a' });
      const other = await buildParameterType(us());
      const res = await env.call(contract.parameterSave, {
        mode: 1, basicKey: other.key, key: row.key, name: 'Renamed', value: 'b', description: 'Now documented',
      }, { token: admin.token });
      expect(res.body.retCode).toBe(0);
      expect(await stored(row.key)).toMatchObject({ id: row.id, typeId: other.id, name: 'Renamed', value: 'b', description: 'Now documented' });
      const [entry] = await auditEntries(us(), 'parameterSave', row.key);
      expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'value', before: 'a', after: 'b' }]));
    });

    it('stores del_syslog_time in seconds: 7 days is 604800', async () => {
      const type = await buildParameterType(us());
      await us().delete(systemParameters).where(eq(systemParameters.key, 'del_syslog_time'));
      await buildParameter(us(), { key: 'del_syslog_time', typeId: type.id, value: String(30 * DAY) });
      const res = await env.call(contract.parameterSave, {
        mode: 1, basicKey: type.key, key: 'del_syslog_time', name: 'Syslog retention', value: String(7 * DAY),
      }, { token: admin.token });
      expect(res.body.retCode).toBe(0);
      expect((await stored('del_syslog_time')).value).toBe('604800');
    });

    it('neither edits nor deletes a read-only parameter (15031), and writes nothing', async () => {
      const readOnly = await buildParameterType(us(), { type: 1 });
      const writable = await buildParameterType(us());
      const row = await buildParameter(us(), { typeId: readOnly.id, value: 'fixed' });
      const entries = (await auditEntries(us(), 'parameterSave')).length;
      for (const basicKey of [readOnly.key, writable.key]) {
        const edit = await env.call(contract.parameterSave, { mode: 1, basicKey, key: row.key, name: 'x', value: 'changed' }, { token: admin.token, lang: 'zh' });
        expect(edit.body).toMatchObject({ retCode: 15031, msg: '只读参数不能修改或删除' });
      }
      expect((await env.call(contract.parameterDelete, { key: row.key }, { token: admin.token })).body.retCode).toBe(15031);
      expect(await stored(row.key)).toMatchObject({ value: 'fixed', typeId: readOnly.id });
      expect(await auditEntries(us(), 'parameterSave')).toHaveLength(entries);
      expect(await auditEntries(us(), 'parameterDelete', row.key)).toEqual([]);
    });

    it('answers 404 for an edit or delete of a key this region does not have', async () => {
      const type = await buildParameterType(us());
      const key = freshKey('gone_');
      expect((await env.call(contract.parameterSave, { mode: 1, basicKey: type.key, key, name: 'x', value: 'y' }, { token: admin.token })).body.retCode).toBe(404);
      expect(await stored(key)).toBeUndefined();
      expect((await env.call(contract.parameterDelete, { key }, { token: admin.token })).body.retCode).toBe(404);
    });

    it('deletes a writable parameter by key and audits what it was', async () => {
      const row = await buildParameter(us(), { value: 'bye' });
      expect((await env.call(contract.parameterDelete, { key: row.key }, { token: admin.token })).body.retCode).toBe(0);
      expect(await stored(row.key)).toBeUndefined();
      const [entry] = await auditEntries(us(), 'parameterDelete', row.key);
      expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'value', before: 'bye', after: null }]));
    });

    it('records that a secret-looking parameter changed, never its value', async () => {
      const row = await buildParameter(us(), { key: freshKey('token_'), value: 'hunter2' });
      const type = (await us().select().from(parameterTypes).where(eq(parameterTypes.id, row.typeId)))[0];
      const res = await env.call(contract.parameterSave, { mode: 1, basicKey: type.key, key: row.key, name: row.name, value: 'hunter3' }, { token: admin.token });
      expect(res.body.retCode).toBe(0);
      expect((await stored(row.key)).value).toBe('hunter3');
      const [entry] = await auditEntries(us(), 'parameterSave', row.key);
      expect(entry.detail.changes).toEqual([{ field: 'secretValue', before: '(hidden)', after: '(hidden)' }]);
      expect(JSON.stringify(entry.detail)).not.toMatch(/hunter/);
    });
  });

  describe('list, info and options', () => {
    it('lists every category by default and one category by its key, with the category and kind of each row', async () => {
      const a = await buildParameterType(us(), { name: 'A' });
      const ro = await buildParameterType(us(), { name: 'RO', type: 1 });
      await buildParameter(us(), { typeId: a.id, key: freshKey('a2_') });
      await buildParameter(us(), { typeId: a.id, key: freshKey('a1_') });
      const fixed = await buildParameter(us(), { typeId: ro.id });
      const one = await env.call(contract.parameterList, { basicKey: a.key }, { token: admin.token });
      expect(one.body.data.total).toBe(2);
      expect(one.body.data.result.map((r: { key: string }) => r.key)).toEqual(
        [...one.body.data.result.map((r: { key: string }) => r.key)].sort(),
      );
      expect(one.body.data.result.every((r: { basicKey: string; type: number }) => r.basicKey === a.key && r.type === 2)).toBe(true);
      const ros = await env.call(contract.parameterList, { basicKey: ro.key }, { token: admin.token });
      expect(ros.body.data.result).toEqual([{
        id: fixed.id, relid: ro.id, basicKey: ro.key, basicName: 'RO', name: fixed.name, key: fixed.key, value: 'v1', description: '', type: 1,
      }]);
      const all = await env.call(contract.parameterList, { pageSize: 100 }, { token: admin.token });
      const total = (await us().select().from(systemParameters)).length;
      expect(all.body.data.total).toBe(total);
      expect((await env.call(contract.parameterList, { basicKey: 'no_such' }, { token: admin.token })).body.data).toEqual({ total: 0, result: [] });
      const second = await env.call(contract.parameterList, { basicKey: a.key, pageNum: 2, pageSize: 1 }, { token: admin.token });
      expect(second.body.data.result).toHaveLength(1);
    });

    it('gives one parameter by key, 404 when missing', async () => {
      const row = await buildParameter(us());
      expect((await env.call(contract.parameterInfo, { key: row.key }, { token: admin.token })).body.data).toMatchObject({ key: row.key, value: 'v1' });
      expect((await env.call(contract.parameterInfo, { key: 'missing_key' }, { token: admin.token })).body.retCode).toBe(404);
    });

    it('gives every type as an option', async () => {
      const type = await buildParameterType(us(), { name: 'Zeta options', type: 1 });
      const res = await env.call(contract.typeOptions, {}, { token: admin.token });
      expect(res.body.data).toContainEqual({ id: type.id, name: 'Zeta options', key: type.key, type: 1 });
      expect(res.body.data).toHaveLength((await us().select().from(parameterTypes)).length);
    });
  });

  it('answers which of a list of parameter and type keys this region holds (byKeys), each with its own menu', async () => {
    const type = await buildParameterType(env.regionDb('EU'));
    const parameter = await buildParameter(env.regionDb('EU'), { typeId: type.id });
    const inEu = { token: admin.token, region: 'EU' as const };
    const held = await env.call(contract.parameterByKeys, { keys: [parameter.key, 'missing_key'] }, inEu);
    expect(held.body.data.result).toEqual([expect.objectContaining({ id: parameter.id, key: parameter.key, basicKey: type.key, value: parameter.value })]);
    expect((await env.call(contract.parameterByKeys, { keys: [parameter.key] }, { token: admin.token })).body.data.result).toEqual([]);
    expect((await env.call(contract.typeByKeys, { keys: [type.key] }, inEu)).status).toBe(403);
    const types = await env.call(contract.typeByKeys, { keys: [type.key] }, { token: typesOnly.token, region: 'EU' });
    expect(types.body.data.result).toEqual([{ id: type.id, name: type.name, key: type.key, type: 2 }]);
  });
});

describe('parameter types', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator({ menus: ['parameterType'] });
  const us = () => env.regionDb();
  const stored = async (key: string) => (await us().select().from(parameterTypes).where(eq(parameterTypes.key, key)))[0];

  it('adds a type, refuses its key again with 12003, and edits its name and kind with the key fixed', async () => {
    const key = freshKey('ty_');
    const add = await env.call(contract.typeSave, { mode: 0, name: ' Logs ', key, type: 2 }, { token: admin.token });
    expect(add.body).toMatchObject({ retCode: 0, data: { name: 'Logs', key, type: 2 } });
    const again = await env.call(contract.typeSave, { mode: 0, name: 'Other', key, type: 1 }, { token: admin.token });
    expect(again.body.retCode).toBe(12003);
    expect(await stored(key)).toMatchObject({ name: 'Logs', type: 2 });
    const edit = await env.call(contract.typeSave, { mode: 1, name: 'Log settings', key, type: 1 }, { token: admin.token });
    expect(edit.body.data).toMatchObject({ id: add.body.data.id, name: 'Log settings', key, type: 1 });
    const entries = await auditEntries(us(), 'parameterTypeSave', key);
    expect(entries).toHaveLength(2);
    expect(entries[1].detail.changes).toEqual(expect.arrayContaining([{ field: 'type', before: 2, after: 1 }]));
    expect((await env.call(contract.typeSave, { mode: 1, name: 'x', key: 'no_such_type', type: 2 }, { token: admin.token })).body.retCode).toBe(404);
    expect(await stored('no_such_type')).toBeUndefined();
  });

  it.each([
    ['a name over 45', { name: 'n'.repeat(46) }, 'name'],
    ['an empty name', { name: ' ' }, 'name'],
    ['a key over 20', { key: 'k'.repeat(21) }, 'key'],
    ['an unknown kind', { type: 3 }, 'type'],
  ])('answers 50005 for %s and writes nothing', async (_n, override, field) => {
    const payload = { mode: 0, name: 'Fine', key: freshKey('bad_'), type: 2, ...override };
    const before = (await us().select().from(parameterTypes)).length;
    const res = await env.call(contract.typeSave, payload as never, { token: admin.token });
    expect(res.body.retCode).toBe(50005);
    expect(Object.keys(invalidInputOf(res).fields)).toContain(field);
    expect(await us().select().from(parameterTypes)).toHaveLength(before);
  });

  it('refuses to delete a type in use (15030) and deletes it once unused', async () => {
    const type = await buildParameterType(us());
    const param = await buildParameter(us(), { typeId: type.id });
    const refused = await env.call(contract.typeDelete, { key: type.key }, { token: admin.token });
    expect(refused.body).toMatchObject({ retCode: 15030, msg: 'The parameter type is in use by system parameters' });
    expect(await stored(type.key)).toBeDefined();
    expect(await auditEntries(us(), 'parameterTypeDelete', type.key)).toEqual([]);
    await us().delete(systemParameters).where(eq(systemParameters.id, param.id));
    expect((await env.call(contract.typeDelete, { key: type.key }, { token: admin.token })).body.retCode).toBe(0);
    expect(await stored(type.key)).toBeUndefined();
    expect(await auditEntries(us(), 'parameterTypeDelete', type.key)).toHaveLength(1);
    expect((await env.call(contract.typeDelete, { key: type.key }, { token: admin.token })).body.retCode).toBe(404);
  });

  it('lists types by key with paging, and gives one by key', async () => {
    const type = await buildParameterType(us(), { type: 1 });
    const list = await env.call(contract.typeList, { pageSize: 100 }, { token: admin.token });
    const keys = list.body.data.result.map((r: { key: string }) => r.key);
    expect(keys).toEqual([...keys].sort());
    expect(list.body.data.total).toBe((await us().select().from(parameterTypes)).length);
    expect((await env.call(contract.typeInfo, { key: type.key }, { token: admin.token })).body.data).toEqual({ id: type.id, name: type.name, key: type.key, type: 1 });
    expect((await env.call(contract.typeInfo, { key: 'nothing_here' }, { token: admin.token })).body.retCode).toBe(404);
  });
});
