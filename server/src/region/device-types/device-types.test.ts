import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTypes as contract } from '@gwn/contract';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { buildOperator } from '../../../test/factories.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import type { RegionDb } from '../../db/connect.ts';
import { addPayload, buildDeviceType, deviceTypeByKey } from './device-type-factory.ts';

describe('device types', () => {
  let system: TestSystem;
  let us: RegionDb;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US', 'EU'] });
    us = system.regions.US!.database.db;
    const accounts = system.account!.database.db;
    admin = (await buildOperator(accounts, { menus: ['modelManage'], actions: ['deviceTypeAdd', 'deviceTypeEdit', 'deviceTypeDelete'] })).token;
    viewer = (await buildOperator(accounts, { menus: ['featureList'] })).token;
  });
  afterAll(() => system.close());

  const auditCount = async (showKey: string) =>
    (await us.select({ n: sql<number>`count(*)::int` }).from(regionAuditLog).where(eq(regionAuditLog.showKey, showKey)))[0].n;

  describe('add', () => {
    it('stores a trimmed device type with order 50 by default, and audits it', async () => {
      const payload = addPayload({ deviceTypeName: '  Trimmed name  ', versionDesc: '{"en":"notes"}' });
      const before = await auditCount('deviceTypeAdd');
      const res = await system.call(contract.deviceTypeAdd, payload, { token: admin });
      expect(res.body.retCode).toBe(0);
      const row = await deviceTypeByKey(us, payload.deviceType);
      expect(row).toMatchObject({ deviceTypeName: 'Trimmed name', sortOrder: 50, state: 1, versionDesc: '{"en":"notes"}' });
      expect(res.body.data).toEqual({ id: row.id });
      expect(await auditCount('deviceTypeAdd')).toBe(before + 1);
    });

    it('refuses a key that exists in the region with 12003, but the same key is fine in another region', async () => {
      const payload = addPayload();
      expect((await system.call(contract.deviceTypeAdd, payload, { token: admin })).body.retCode).toBe(0);
      const again = await system.call(contract.deviceTypeAdd, { ...payload, deviceTypeName: 'Other' }, { token: admin, lang: 'zh' });
      expect(again.body).toMatchObject({ retCode: 12003, msg: '保存失败，名称不能相同' });
      expect((await deviceTypeByKey(us, payload.deviceType)).deviceTypeName).toBe(payload.deviceTypeName);
      const eu = await system.call(contract.deviceTypeAdd, payload, { token: admin, region: 'EU' });
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
    ])('answers 50005 and writes nothing for %s', async (_name, override, field) => {
      // Invalid on purpose: the payload breaks the contract's types.
      const payload = { ...addPayload(), ...override } as unknown as ReturnType<typeof addPayload>;
      const res = await system.call(contract.deviceTypeAdd, payload, { token: admin });
      expect(res.body.retCode).toBe(50005);
      expect(Object.keys(res.body.data.fields)).toContain(field);
      expect(await deviceTypeByKey(us, payload.deviceType)).toBeUndefined();
    });

    it('needs a credential and the deviceTypeAdd permission', async () => {
      const payload = addPayload();
      expect((await system.call(contract.deviceTypeAdd, payload)).status).toBe(401);
      const noAction = (await buildOperator(system.account!.database.db, { menus: ['modelManage'] })).token;
      expect((await system.call(contract.deviceTypeAdd, payload, { token: noAction })).status).toBe(403);
      expect(await deviceTypeByKey(us, payload.deviceType)).toBeUndefined();
    });
  });

  describe('list, info and kind list', () => {
    it('filters by name or key, kind and state, and pages in order', async () => {
      const tag = `LST${Date.now().toString(36).toUpperCase()}`;
      await buildDeviceType(us, { deviceType: `${tag}B`, deviceTypeName: `${tag} b`, sortOrder: 10, deviceKinds: 'SWITCH' });
      await buildDeviceType(us, { deviceType: `${tag}A`, deviceTypeName: `${tag} a`, sortOrder: 20, deviceKinds: 'SWITCH', state: 0 });
      await buildDeviceType(us, { deviceType: `${tag}C`, deviceTypeName: `${tag} c`, deviceKinds: 'AP' });
      const all = await system.call(contract.deviceTypeList, { search: tag.toLowerCase(), pageNum: 1, pageSize: 10 }, { token: admin });
      expect(all.body.data.total).toBe(3);
      expect(all.body.data.result.map((r: { deviceType: string }) => r.deviceType)).toEqual([`${tag}B`, `${tag}A`, `${tag}C`]);
      expect(all.body.data.result[0]).toMatchObject({ order: 10, state: 1, deviceKinds: 'SWITCH', createTime: expect.any(Number) });
      expect(all.body.data.result[0]).not.toHaveProperty('versionDesc');
      const disabledSwitches = await system.call(contract.deviceTypeList, { search: tag, deviceKinds: 'SWITCH', state: 0 }, { token: admin });
      expect(disabledSwitches.body.data.result.map((r: { deviceType: string }) => r.deviceType)).toEqual([`${tag}A`]);
      const second = await system.call(contract.deviceTypeList, { search: tag, pageNum: 2, pageSize: 2 }, { token: admin });
      expect(second.body.data).toMatchObject({ total: 3, result: [{ deviceType: `${tag}C` }] });
    });

    it('gives every dialog field in info, and 404 for an unknown id', async () => {
      const made = await buildDeviceType(us, { wireless: 1, firmwareName: 'fw.bin', versionDesc: '[]' });
      const res = await system.call(contract.deviceTypeInfo, { id: made.id }, { token: admin });
      expect(res.body.data).toMatchObject({ id: made.id, deviceType: made.deviceType, wireless: 1, firmwareName: 'fw.bin', versionDesc: '[]', order: 50 });
      expect((await system.call(contract.deviceTypeInfo, { id: 2_000_000_000 }, { token: admin })).body.retCode).toBe(404);
    });

    it('counts device types per kind', async () => {
      await buildDeviceType(us, { deviceKinds: 'AP' });
      const res = await system.call(contract.deviceTypeKindList, {}, { token: admin });
      expect(res.body.data.result.map((k: { deviceKind: string }) => k.deviceKind)).toEqual(['AP', 'ROUTER', 'SWITCH']);
      expect(res.body.data.result[0].count).toBeGreaterThan(0);
    });

    it.each([
      ['list', contract.deviceTypeList, {}],
      ['info', contract.deviceTypeInfo, { id: 1 }],
      ['kind list', contract.deviceTypeKindList, {}],
    ] as const)('%s needs a credential and the modelManage menu', async (_name, endpoint, payload) => {
      expect((await system.call(endpoint, payload)).status).toBe(401);
      expect((await system.call(endpoint, payload, { token: viewer })).status).toBe(403);
    });

    it('answers 50005 for bad list and info input', async () => {
      expect((await system.call(contract.deviceTypeList, { pageSize: 0 }, { token: admin })).body.retCode).toBe(50005);
      // Invalid on purpose.
      expect((await system.call(contract.deviceTypeInfo, { id: 'x' } as unknown as { id: number }, { token: admin })).body.retCode).toBe(50005);
    });
  });

  describe('edit', () => {
    it('changes the fields but never the key, and audits it', async () => {
      const made = await buildDeviceType(us);
      const res = await system.call(contract.deviceTypeEdit, {
        ...addPayload(), id: made.id, deviceType: 'IGNORED', deviceTypeName: 'Renamed', state: 2, order: 7,
      } as Parameters<typeof system.call<typeof contract.deviceTypeEdit>>[1], { token: admin });
      expect(res.body.retCode).toBe(0);
      const row = await deviceTypeByKey(us, made.deviceType);
      expect(row).toMatchObject({ deviceTypeName: 'Renamed', state: 2, sortOrder: 7 });
      expect(row.modifiedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(await deviceTypeByKey(us, 'IGNORED')).toBeUndefined();
      const [entry] = await us.select().from(regionAuditLog)
        .where(and(eq(regionAuditLog.showKey, 'deviceTypeEdit'), sql`${regionAuditLog.detail}->>'id' = ${String(made.id)}`));
      expect(entry).toBeDefined();
    });

    it('answers 50005 and changes nothing for invalid input; 404 for an unknown id', async () => {
      const made = await buildDeviceType(us);
      const { regions: _r, deviceType: _k, ...fields } = addPayload();
      const bad = await system.call(contract.deviceTypeEdit, { ...fields, id: made.id, recommendVersion: '' }, { token: admin });
      expect(bad.body.retCode).toBe(50005);
      expect((await deviceTypeByKey(us, made.deviceType)).deviceTypeName).toBe(made.deviceTypeName);
      expect((await system.call(contract.deviceTypeEdit, { ...fields, id: 2_000_000_000 }, { token: admin })).body.retCode).toBe(404);
    });

    it('needs a credential and the deviceTypeEdit permission', async () => {
      const { regions: _r, deviceType: _k, ...fields } = addPayload();
      expect((await system.call(contract.deviceTypeEdit, { ...fields, id: 1 })).status).toBe(401);
      const noAction = (await buildOperator(system.account!.database.db, { menus: ['modelManage'], actions: ['deviceTypeAdd'] })).token;
      expect((await system.call(contract.deviceTypeEdit, { ...fields, id: 1 }, { token: noAction })).status).toBe(403);
    });
  });

  describe('delete', () => {
    it('deletes one or several ids and audits it', async () => {
      const a = await buildDeviceType(us);
      const b = await buildDeviceType(us);
      const res = await system.call(contract.deviceTypeDelete, { ids: [a.id, b.id, a.id] }, { token: admin });
      expect(res.body).toMatchObject({ retCode: 0, data: { deleted: 2 } });
      expect(await deviceTypeByKey(us, a.deviceType)).toBeUndefined();
      expect(await deviceTypeByKey(us, b.deviceType)).toBeUndefined();
      expect(await auditCount('deviceTypeDelete')).toBeGreaterThan(0);
    });

    it('answers 50005 for no ids, 401 without a credential and 403 without deviceTypeDelete', async () => {
      const made = await buildDeviceType(us);
      expect((await system.call(contract.deviceTypeDelete, { ids: [] }, { token: admin })).body.retCode).toBe(50005);
      expect((await system.call(contract.deviceTypeDelete, { ids: [made.id] })).status).toBe(401);
      const noAction = (await buildOperator(system.account!.database.db, { menus: ['modelManage'], actions: ['deviceTypeEdit'] })).token;
      expect((await system.call(contract.deviceTypeDelete, { ids: [made.id] }, { token: noAction })).status).toBe(403);
      expect(await deviceTypeByKey(us, made.deviceType)).toBeDefined();
    });
  });
});
