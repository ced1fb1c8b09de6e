import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apPasswords as contract } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { buildOperator } from '../../../test/factories.ts';
import { randomMac } from '../../../test/region-factories.ts';
import { apPasswords } from '../../db/region-schema.ts';
import type { AccountDb, RegionDb } from '../../db/connect.ts';

describe('AP passwords', () => {
  let system: TestSystem;
  let db: RegionDb;
  let accounts: AccountDb;
  let viewer: string;
  let manager: string;
  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US'] });
    db = system.regions.US!.database.db;
    accounts = system.account!.database.db;
    viewer = (await buildOperator(accounts, { menus: ['devicePasswordManage'] })).token;
    manager = (await buildOperator(accounts, {
      menus: ['devicePasswordManage'], actions: ['apPassAdd', 'apPassEdit', 'apPassDel', 'apPassImport'],
    })).token;
  });
  afterAll(() => system.close());

  const rows = (mac: string) => db.select().from(apPasswords).where(eq(apPasswords.mac, mac));
  const record = (mac: string) => ({ mac, ssidPassword: 'abc12345', model: 'GWN7660', comment: 'lab', lockType: 0 as const, regions: ['US' as const] });

  it('adds (apPassAdd), refusing bad input and duplicate MACs', async () => {
    const mac = randomMac();
    expect((await system.call(contract.add, record(mac))).status).toBe(401);
    expect((await system.call(contract.add, record(mac), { token: viewer })).status).toBe(403);
    for (const bad of [{ ssidPassword: '123456789' }, { ssidPassword: '' }, { model: '' }, { regions: [] }, { mac: 'xyz' }]) {
      const res = await system.call(contract.add, { ...record(mac), ...bad } as never, { token: manager });
      expect(res.body.retCode).toBe(50005);
    }
    expect(await rows(mac)).toHaveLength(0);
    const colon = mac.toLowerCase().match(/../g)?.join(':') ?? mac;
    const res = await system.call(contract.add, record(colon), { token: manager });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data).toMatchObject({ mac: mac.match(/../g)?.join(':'), ssidPassword: 'abc12345', lockType: 0 });
    expect((await system.call(contract.add, record(mac), { token: manager })).body.retCode).toBe(12003);
  });

  it('lists with MAC search, reads one, edits (apPassEdit) and deletes (apPassDel)', async () => {
    const mac = randomMac();
    const added = (await system.call(contract.add, record(mac), { token: manager })).body.data;
    expect((await system.call(contract.list, {})).status).toBe(401);
    expect((await system.call(contract.list, {}, { token: (await buildOperator(accounts, { menus: ['deviceManage'] })).token })).status).toBe(403);
    const list = await system.call(contract.list, { search: mac.slice(2, 9).toLowerCase() }, { token: viewer });
    expect(list.body.data.result.map((r: { id: number }) => r.id)).toContain(added.id);
    expect((await system.call(contract.info, { id: added.id }, { token: viewer })).body.data.mac).toBe(added.mac);
    expect((await system.call(contract.info, { id: 0 }, { token: viewer })).body.retCode).toBe(50005);

    const edit = { id: added.id, ssidPassword: 'new1', model: 'GWN7664', comment: '', lockType: 1 as const };
    expect((await system.call(contract.edit, edit)).status).toBe(401);
    expect((await system.call(contract.edit, edit, { token: viewer })).status).toBe(403);
    expect((await system.call(contract.edit, { ...edit, ssidPassword: 'toolong99' }, { token: manager })).body.retCode).toBe(50005);
    expect((await rows(mac))[0].ssidPassword).toBe('abc12345');
    expect((await system.call(contract.edit, edit, { token: manager })).body.data).toMatchObject({ ssidPassword: 'new1', lockType: 1 });

    expect((await system.call(contract.remove, { mac })).status).toBe(401);
    expect((await system.call(contract.remove, { mac }, { token: viewer })).status).toBe(403);
    expect((await system.call(contract.remove, { mac: '12' }, { token: manager })).body.retCode).toBe(50005);
    expect(await rows(mac)).toHaveLength(1);
    expect((await system.call(contract.remove, { mac }, { token: manager })).body.retCode).toBe(0);
    expect(await rows(mac)).toHaveLength(0);
  });

  it('lists the AP models known to the region', async () => {
    await system.call(contract.add, { ...record(randomMac()), model: 'GWN7630LR' }, { token: manager });
    expect((await system.call(contract.modelList, {})).status).toBe(401);
    expect((await system.call(contract.modelList, {}, { token: viewer })).body.data).toContain('GWN7630LR');
  });

  describe('template and CSV import (apPassImport)', () => {
    const app = () => system.regions.US!.app;
    function multipart(fileName: string, content: string | Buffer, token?: string) {
      const boundary = '----gwntest';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
        Buffer.isBuffer(content) ? content : Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app().inject({
        method: 'POST', url: contract.importCsv.path, payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) },
      });
    }

    it('serves the template', async () => {
      expect((await app().inject({ method: 'GET', url: contract.downloadTemplate.path })).statusCode).toBe(401);
      expect((await app().inject({ method: 'GET', url: contract.downloadTemplate.path, headers: { authorization: viewer } })).statusCode).toBe(403);
      const res = await app().inject({ method: 'GET', url: contract.downloadTemplate.path, headers: { authorization: manager } });
      expect(res.headers['content-disposition']).toContain('ap-password-template.csv');
      expect(res.body).toBe('\uFEFFmac,ssidPassword,model,comment,lockType\r\n');
    });

    it('imports good rows and reports bad MACs', async () => {
      const [a, b] = [randomMac(), randomMac()];
      const csv = [
        '\uFEFFmac,ssidPassword,model,comment,lockType',
        `${a.toLowerCase().match(/../g)?.join('-')},pass1,GWN7660,"first, with comma",1`,
        `${b},toolongpass,GWN7660,,0`,
        'not-a-mac,pw,GWN7660,,0',
        `${randomMac()},pw,,,0`,
        '',
      ].join('\r\n');
      expect((await multipart('a.csv', csv)).statusCode).toBe(401);
      expect((await multipart('a.csv', csv, viewer)).statusCode).toBe(403);
      const res = await multipart('a.csv', csv, manager);
      expect(res.json().retCode).toBe(0);
      expect(res.json().data.imported).toBe(1);
      expect(res.json().data.badMacs).toHaveLength(3);
      expect(res.json().data.badMacs).toContain(b);
      expect((await rows(a))[0]).toMatchObject({ ssidPassword: 'pass1', comment: 'first, with comma', lockType: 1 });
      expect(await rows(b)).toHaveLength(0);
    });

    it('refuses a wrong template (60001), a non-CSV file (60050) and an oversize file (60051), writing nothing', async () => {
      const mac = randomMac();
      const wrong = await multipart('a.csv', `mac,password\r\n${mac},x\r\n`, manager);
      expect(wrong.json().retCode).toBe(60001);
      const type = await multipart('a.xlsx', `mac,ssidPassword,model,comment,lockType\r\n${mac},x,M,,0\r\n`, manager);
      expect(type.json().retCode).toBe(60050);
      const head = `mac,ssidPassword,model,comment,lockType\r\n${mac},x,M,,0\r\n`;
      const big = Buffer.concat([Buffer.from(head), Buffer.alloc(contract.AP_PASSWORD_LIMITS.importMaxBytes, 0x78)]);
      const tooBig = await multipart('big.csv', big, manager);
      expect(tooBig.json().retCode).toBe(60051);
      expect(await rows(mac)).toHaveLength(0);
      const none = await app().inject({
        method: 'POST', url: contract.importCsv.path, payload: {}, headers: { authorization: manager },
      });
      expect(none.json().retCode).toBe(50005);
    });
  });
});
