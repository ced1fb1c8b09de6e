import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceTypes as contract, type RequestOf } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildDeviceType } from '../../../test/region-factories.ts';
import { deviceTypes } from '../../db/region-schema.ts';

/** A complete, valid add-dialog payload with a fresh key (tests override what they exercise). */
function addPayload(overrides: Partial<RequestOf<typeof contract.deviceTypeAdd>> = {}): RequestOf<typeof contract.deviceTypeAdd> {
  const key = `TST${randomBytes(4).toString('hex').toUpperCase()}`;
  return {
    deviceType: key, deviceTypeName: `Model ${key}`, deviceKinds: 'AP', ssidNumber: 16, state: 1,
    minimumVersion: '1.0.1.1', recommendVersion: '1.0.5.2', portalVersion: '1.0.3', regions: ['US'], ...overrides,
  };
}

describe('device types', () => {
  const env = useTestSystem({ regions: ['US', 'EU'] });
  const admin = env.operator({ menus: ['modelManage'], actions: ['deviceTypeAdd', 'deviceTypeEdit', 'deviceTypeDelete'] });
  const menuOnly = env.operator({ menus: ['modelManage'] });
  const us = () => env.regionDb();
  const byKey = async (key: string) => (await us().select().from(deviceTypes).where(eq(deviceTypes.deviceType, key)))[0];
  const audits = (action: 'deviceTypeAdd' | 'deviceTypeEdit' | 'deviceTypeDelete') => auditEntries(us(), action);

  describe('add', () => {

    it('stores a trimmed device type with order 50 by default, and audits the new row', async () => {
      const payload = addPayload({ deviceTypeName: '  Trimmed name  ', versionDesc: '{"en":"notes"}' });
      const res = await env.call(contract.deviceTypeAdd, payload, { token: admin.token });
      expect(res.body.retCode).toBe(0);
      const row = await byKey(payload.deviceType);
      expect(row).toMatchObject({ deviceTypeName: 'Trimmed name', sortOrder: 50, state: 1, versionDesc: '{"en":"notes"}' });
      expect(res.body.data).toEqual({ id: row.id });
      const entry = (await audits('deviceTypeAdd')).at(-1);
      expect(entry).toMatchObject({ userId: admin.id, accountName: admin.account, detail: { subject: payload.deviceType } });
      expect(entry?.detail.changes).toEqual(expect.arrayContaining([
        { field: 'deviceTypeName', before: null, after: 'Trimmed name' },
        { field: 'order', before: null, after: 50 },
      ]));
    });

    it('keeps the order as typed up to 2147483647 (spec 1 §5), never another number', async () => {
      const payload = addPayload({ order: 2_147_483_647 });
      expect((await env.call(contract.deviceTypeAdd, payload, { token: admin.token })).body.retCode).toBe(0);
      expect((await byKey(payload.deviceType)).sortOrder).toBe(2_147_483_647);
    });

    it('refuses a key that exists in the region with 12003, writing nothing; the same key is fine in another region', async () => {
      const payload = addPayload();
      expect((await env.call(contract.deviceTypeAdd, payload, { token: admin.token })).body.retCode).toBe(0);
      const entries = (await audits('deviceTypeAdd')).length;
      const again = await env.call(contract.deviceTypeAdd, { ...payload, deviceTypeName: 'Other' }, { token: admin.token, lang: 'zh' });
      expect(again.body).toMatchObject({ retCode: 12003, msg: '保存失败，名称不能相同' });
      expect((await byKey(payload.deviceType)).deviceTypeName).toBe(payload.deviceTypeName);
      expect(await audits('deviceTypeAdd')).toHaveLength(entries);
      const eu = await env.call(contract.deviceTypeAdd, payload, { token: admin.token, region: 'EU' });
      expect(eu.body.retCode).toBe(0);
    });

    it.each([
      ['missing name', { deviceTypeName: '   ' }, 'deviceTypeName'],
      ['negative ssidNumber', { ssidNumber: -1 }, 'ssidNumber'],
      ['minimumVersion over 32', { minimumVersion: 'x'.repeat(33) }, 'minimumVersion'],
      ['portalVersion over 64', { portalVersion: 'x'.repeat(65) }, 'portalVersion'],
      ['versionDesc not JSON', { versionDesc: '{not json' }, 'versionDesc'],
      ['unknown state', { state: 3 }, 'state'],
      ['unknown kind', { deviceKinds: 'PHONE' }, 'deviceKinds'],
      ['no region', { regions: [] }, 'regions'],
      ['non-numeric order', { order: '5x' }, 'order'],
      ['an order beyond 2147483647', { order: 3_000_000_000 }, 'order'],
      ['a negative order', { order: -1 }, 'order'],
      ['a fractional order', { order: 1.5 }, 'order'],
    ])('answers 50005 and writes nothing for %s', async (_name, override, field) => {
      // Invalid on purpose: the payload breaks the contract's types.
      const payload = { ...addPayload(), ...override } as unknown as ReturnType<typeof addPayload>;
      const res = await env.call(contract.deviceTypeAdd, payload, { token: admin.token });
      expect(res.body.retCode).toBe(50005);
      expect(Object.keys(invalidInputOf(res).fields)).toContain(field);
      expect(await byKey(payload.deviceType)).toBeUndefined();
    });
  });

  describe('list, info and kind list', () => {
    it('filters by name or key, kind and state, and pages in order', async () => {
      const tag = `LST${Date.now().toString(36).toUpperCase()}`;
      await buildDeviceType(us(), { deviceType: `${tag}B`, deviceTypeName: `${tag} b`, sortOrder: 10, deviceKinds: 'SWITCH' });
      await buildDeviceType(us(), { deviceType: `${tag}A`, deviceTypeName: `${tag} a`, sortOrder: 20, deviceKinds: 'SWITCH', state: 0 });
      await buildDeviceType(us(), { deviceType: `${tag}C`, deviceTypeName: `${tag} c`, deviceKinds: 'AP' });
      const all = await env.call(contract.deviceTypeList, { search: tag.toLowerCase(), pageNum: 1, pageSize: 10 }, { token: admin.token });
      expect(all.body.data.total).toBe(3);
      expect(all.body.data.result.map((r: { deviceType: string }) => r.deviceType)).toEqual([`${tag}B`, `${tag}A`, `${tag}C`]);
      expect(all.body.data.result[0]).toMatchObject({ order: 10, state: 1, deviceKinds: 'SWITCH', createTime: expect.any(Number) });
      expect(all.body.data.result[0]).not.toHaveProperty('versionDesc');
      const disabledSwitches = await env.call(contract.deviceTypeList, { search: tag, deviceKinds: 'SWITCH', state: 0 }, { token: admin.token });
      expect(disabledSwitches.body.data.result.map((r: { deviceType: string }) => r.deviceType)).toEqual([`${tag}A`]);
      const second = await env.call(contract.deviceTypeList, { search: tag, pageNum: 2, pageSize: 2 }, { token: admin.token });
      expect(second.body.data).toMatchObject({ total: 3, result: [{ deviceType: `${tag}C` }] });
    });

    it('searches wildcard characters literally', async () => {
      const made = await buildDeviceType(us(), { deviceTypeName: 'Under_score 100%' });
      const hit = await env.call(contract.deviceTypeList, { search: 'r_score 100%' }, { token: admin.token });
      expect(hit.body.data.result.map((r: { id: number }) => r.id)).toEqual([made.id]);
      const wildcard = await env.call(contract.deviceTypeList, { search: 'Under%100' }, { token: admin.token });
      expect(wildcard.body.data.total).toBe(0);
    });

    it('gives every dialog field in info, and 404 for an unknown id', async () => {
      const made = await buildDeviceType(us(), { wireless: 1, firmwareName: 'fw.bin', versionDesc: '[]' });
      const res = await env.call(contract.deviceTypeInfo, { id: made.id }, { token: admin.token });
      expect(res.body.data).toMatchObject({ id: made.id, deviceType: made.deviceType, wireless: 1, firmwareName: 'fw.bin', versionDesc: '[]', order: 50 });
      expect((await env.call(contract.deviceTypeInfo, { id: 2_000_000_000 }, { token: admin.token })).body.retCode).toBe(404);
    });

    it('counts device types per kind', async () => {
      await buildDeviceType(us(), { deviceKinds: 'AP' });
      const res = await env.call(contract.deviceTypeKindList, {}, { token: admin.token });
      expect(res.body.data.result.map((k: { deviceKind: string }) => k.deviceKind)).toEqual(['AP', 'ROUTER', 'SWITCH']);
      expect(res.body.data.result[0].count).toBeGreaterThan(0);
    });

    it('answers 50005 for bad list and info input', async () => {
      expect((await env.call(contract.deviceTypeList, { pageSize: 0 }, { token: admin.token })).body.retCode).toBe(50005);
      // Invalid on purpose.
      expect((await env.call(contract.deviceTypeInfo, { id: 'x' } as unknown as { id: number }, { token: admin.token })).body.retCode).toBe(50005);
    });
  });

  describe('edit', () => {
    const { regions: _r, deviceType: _k, ...fields } = addPayload();

    it('changes the fields but never the key, and audits the row before and after', async () => {
      const made = await buildDeviceType(us(), { deviceTypeName: 'Before', state: 1, sortOrder: 50 });
      const res = await env.call(contract.deviceTypeEdit, {
        ...fields, id: made.id, deviceType: 'IGNORED', deviceTypeName: 'Renamed', state: 2, order: 7,
      } as RequestOf<typeof contract.deviceTypeEdit>, { token: admin.token });
      expect(res.body.retCode).toBe(0);
      const row = await byKey(made.deviceType);
      expect(row).toMatchObject({ deviceTypeName: 'Renamed', state: 2, sortOrder: 7 });
      expect(row.modifiedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(await byKey('IGNORED')).toBeUndefined();
      const entry = (await audits('deviceTypeEdit')).find((e) => e.detail.subject === made.deviceType);
      expect(entry?.detail.changes).toEqual(expect.arrayContaining([
        { field: 'deviceTypeName', before: 'Before', after: 'Renamed' },
        { field: 'state', before: 1, after: 2 },
        { field: 'order', before: 50, after: 7 },
      ]));
      // Only what changed: the key and the timestamps are not in the entry.
      expect(entry?.detail.changes?.map((c) => c.field)).not.toEqual(expect.arrayContaining(['deviceType', 'modifiedAt']));
    });

    it('answers 50005 for invalid input and 404 for an unknown id, changing nothing and writing no entry', async () => {
      const made = await buildDeviceType(us());
      const entries = (await audits('deviceTypeEdit')).length;
      const bad = await env.call(contract.deviceTypeEdit, { ...fields, id: made.id, recommendVersion: '' }, { token: admin.token });
      expect(bad.body.retCode).toBe(50005);
      expect((await byKey(made.deviceType)).deviceTypeName).toBe(made.deviceTypeName);
      expect((await env.call(contract.deviceTypeEdit, { ...fields, id: 2_000_000_000 }, { token: admin.token })).body.retCode).toBe(404);
      expect(await audits('deviceTypeEdit')).toHaveLength(entries);
    });
  });

  describe('delete', () => {
    it('answers 50005 for no ids, deleting nothing', async () => {
      const made = await buildDeviceType(us());
      expect((await env.call(contract.deviceTypeDelete, { ids: [] }, { token: admin.token })).body.retCode).toBe(50005);
      expect(await byKey(made.deviceType)).toBeDefined();
    });

    it('deletes one or several ids, recording each deleted row by its key', async () => {
      const a = await buildDeviceType(us());
      const b = await buildDeviceType(us());
      const res = await env.call(contract.deviceTypeDelete, { ids: [a.id, b.id, a.id] }, { token: admin.token });
      expect(res.body).toMatchObject({ retCode: 0, data: { deleted: 2 } });
      expect(await byKey(a.deviceType)).toBeUndefined();
      expect(await byKey(b.deviceType)).toBeUndefined();
      const entry = (await audits('deviceTypeDelete')).at(-1);
      for (const made of [a, b]) {
        expect(entry?.detail.changes).toContainEqual({ record: made.deviceType, field: 'deviceTypeName', before: made.deviceTypeName, after: null });
      }
    });

    it('writes no entry when the ids are already gone', async () => {
      const entries = (await audits('deviceTypeDelete')).length;
      const res = await env.call(contract.deviceTypeDelete, { ids: [2_000_000_000] }, { token: admin.token });
      expect(res.body).toMatchObject({ retCode: 0, data: { deleted: 0 } });
      expect(await audits('deviceTypeDelete')).toHaveLength(entries);
    });
  });

  it('answers which of a list of keys this region holds, with every field of the edit dialog (byKeys)', async () => {
    const held = await buildDeviceType(us(), { firmwareName: 'fw-1', wireless: 1 });
    const res = await env.call(contract.deviceTypeByKeys, { keys: [held.deviceType, 'NOPE1'] }, { token: menuOnly.token });
    const info = await env.call(contract.deviceTypeInfo, { id: held.id }, { token: menuOnly.token });
    expect(res.body.data.result).toEqual([info.body.data]);
    expect(info.body.data).toMatchObject({ firmwareName: 'fw-1', wireless: 1 });
  });
});
