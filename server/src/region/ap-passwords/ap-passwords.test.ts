import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apDevices, apPasswords as contract } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { randomMac } from '../../../test/region-factories.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { uploadTo } from '../../../test/upload-client.ts';
import { apPasswords } from '../../db/region-schema.ts';

const HEADER = contract.AP_PASSWORD_TEMPLATE_COLUMNS.join(',');

describe('AP passwords', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['devicePasswordManage'] });
  const manager = env.operator({ menus: ['devicePasswordManage'], actions: ['apPassAdd', 'apPassEdit', 'apPassDel', 'apPassImport'] });

  const rows = (mac: string) => env.regionDb().select().from(apPasswords).where(eq(apPasswords.mac, mac));
  const audits = (action: 'apPasswordAdd' | 'apPasswordEdit' | 'apPasswordDelete' | 'apPasswordImport') =>
    auditEntries(env.regionDb(), action);
  const record = (mac: string) => ({ mac, ssidPassword: 'abc12345', model: 'GWN7660', comment: 'lab', lockType: 0 as const, regions: ['US' as const] });
  const add = async (mac = randomMac()) => (await env.call(contract.add, record(mac), { token: manager.token })).body.data;

  it('adds (apPassAdd), recording the new record with its password hidden', async () => {
    const mac = randomMac();
    const colon = mac.toLowerCase().match(/../g)?.join(':') ?? mac;
    const res = await env.call(contract.add, record(colon), { token: manager.token });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data).toMatchObject({ mac: apDevices.formatMac(mac), ssidPassword: 'abc12345', lockType: 0 });
    const entry = (await audits('apPasswordAdd')).at(-1);
    expect(entry?.detail).toMatchObject({ subject: apDevices.formatMac(mac) });
    expect(entry?.detail.changes).toEqual(expect.arrayContaining([
      { field: 'mac', before: null, after: apDevices.formatMac(mac) },
      { field: 'model', before: null, after: 'GWN7660' },
      { field: 'ssidPassword', before: null, after: '(hidden)' },
    ]));
  });

  it('refuses bad input (50005) and a MAC that has a record (12003), changing nothing and writing no entry', async () => {
    const mac = randomMac();
    for (const bad of [{ ssidPassword: '123456789' }, { ssidPassword: '' }, { model: '' }, { regions: [] }, { mac: 'xyz' }]) {
      const res = await env.call(contract.add, { ...record(mac), ...bad } as never, { token: manager.token });
      expect(res.body.retCode).toBe(50005);
    }
    expect(await rows(mac)).toHaveLength(0);
    await add(mac);
    const entries = (await audits('apPasswordAdd')).length;
    const again = await env.call(contract.add, { ...record(mac), model: 'GWN7664' }, { token: manager.token });
    expect(again.body.retCode).toBe(12003);
    expect((await rows(mac))[0].model).toBe('GWN7660');
    expect(await audits('apPasswordAdd')).toHaveLength(entries);
  });

  it('refuses a 12-character password and a bad MAC with 50005 naming the field, never cutting or storing it', async () => {
    const mac = randomMac();
    const long = await env.call(contract.add, { ...record(mac), ssidPassword: 'abcdefgh1234' }, { token: manager.token });
    expect(long.body.retCode).toBe(50005);
    expect(Object.keys(invalidInputOf(long).fields)).toEqual(['ssidPassword']);
    expect(await rows(mac)).toHaveLength(0);
    const badMac = await env.call(contract.add, { ...record('C0:74:AD:ZZ:00:01') }, { token: manager.token });
    expect(badMac.body.retCode).toBe(50005);
    expect(invalidInputOf(badMac).fields).toEqual({ mac: 'must be a MAC address' });
    const added = await add(mac);
    const edit = { id: added.id, ssidPassword: 'abcdefgh1234', model: 'GWN7660', comment: '', lockType: 0 as const };
    const longEdit = await env.call(contract.edit, edit, { token: manager.token });
    expect(Object.keys(invalidInputOf(longEdit).fields)).toEqual(['ssidPassword']);
    expect((await rows(mac))[0].ssidPassword).toBe('abc12345');
  });

  it('answers which of a list of MACs this region holds, in any MAC notation (devicePasswordManage)', async () => {
    const [held, other] = [await add(), randomMac()];
    const keys = [held.mac.toLowerCase().replace(/:/g, '-'), other];
    const res = await env.call(contract.byKeys, { keys }, { token: viewer.token });
    expect(res.body.data.result).toEqual([held]);
    expect(invalidInputOf(await env.call(contract.byKeys, { keys: ['xyz'] }, { token: viewer.token })).fields).toHaveProperty(['keys.0']);
  });

  it('lists with MAC search and reads one', async () => {
    const added = await add();
    const list = await env.call(contract.list, { search: added.mac.replace(/:/g, '').slice(2, 9).toLowerCase() }, { token: viewer.token });
    expect(list.body.data.result.map((r: { id: number }) => r.id)).toContain(added.id);
    expect((await env.call(contract.info, { id: added.id }, { token: viewer.token })).body.data.mac).toBe(added.mac);
    expect((await env.call(contract.info, { id: 0 }, { token: viewer.token })).body.retCode).toBe(50005);
    expect((await env.call(contract.info, { id: 2_000_000_000 }, { token: viewer.token })).body.retCode).toBe(404);
  });

  it('edits (apPassEdit), recording the record before and after', async () => {
    const added = await add();
    const edit = { id: added.id, ssidPassword: 'new1', model: 'GWN7664', comment: '', lockType: 1 as const };
    const res = await env.call(contract.edit, edit, { token: manager.token });
    expect(res.body.data).toMatchObject({ ssidPassword: 'new1', lockType: 1 });
    const entry = (await audits('apPasswordEdit')).at(-1);
    expect(entry?.detail).toMatchObject({ subject: added.mac });
    expect(entry?.detail.changes).toEqual([
      { field: 'ssidPassword', before: '(hidden)', after: '(hidden)' },
      { field: 'model', before: 'GWN7660', after: 'GWN7664' },
      { field: 'comment', before: 'lab', after: '' },
      { field: 'lockType', before: 0, after: 1 },
    ]);
  });

  it('refuses an invalid edit (50005) and an unknown id (404), changing nothing and writing no entry', async () => {
    const added = await add();
    const entries = (await audits('apPasswordEdit')).length;
    const edit = { id: added.id, ssidPassword: 'toolong99', model: 'GWN7664', comment: '', lockType: 1 as const };
    expect((await env.call(contract.edit, edit, { token: manager.token })).body.retCode).toBe(50005);
    expect((await env.call(contract.edit, { ...edit, id: 2_000_000_000, ssidPassword: 'ok' }, { token: manager.token })).body.retCode).toBe(404);
    expect((await rows(added.mac.replace(/:/g, '')))[0]).toMatchObject({ ssidPassword: 'abc12345', model: 'GWN7660' });
    expect(await audits('apPasswordEdit')).toHaveLength(entries);
  });

  it('deletes (apPassDel), recording the record as it was; 404 for a MAC without one', async () => {
    const added = await add();
    const mac = added.mac.replace(/:/g, '');
    expect((await env.call(contract.remove, { mac: '12' }, { token: manager.token })).body.retCode).toBe(50005);
    expect(await rows(mac)).toHaveLength(1);
    expect((await env.call(contract.remove, { mac }, { token: manager.token })).body.retCode).toBe(0);
    expect(await rows(mac)).toHaveLength(0);
    const entry = (await audits('apPasswordDelete')).at(-1);
    expect(entry?.detail.changes).toContainEqual({ field: 'model', before: 'GWN7660', after: null });
    const entries = (await audits('apPasswordDelete')).length;
    expect((await env.call(contract.remove, { mac }, { token: manager.token })).body.retCode).toBe(404);
    expect(await audits('apPasswordDelete')).toHaveLength(entries);
  });

  it('lists the AP models known to the region', async () => {
    await env.call(contract.add, { ...record(randomMac()), model: 'GWN7630LR' }, { token: manager.token });
    expect((await env.call(contract.modelList, {}, { token: viewer.token })).body.data).toContain('GWN7630LR');
  });

  describe('template and CSV import (apPassImport)', () => {
    const app = () => env.regionApp();
    const importCsv = (fileName: string, content: string | Buffer, token?: string) =>
      uploadTo(contract.importCsv, { app: app(), token, fileName, content: Buffer.isBuffer(content) ? content : Buffer.from(content) });
    const csv = (...lines: string[]) => [`\uFEFF${HEADER}`, ...lines, ''].join('\r\n');

    it('serves the template: a BOM and the header row', async () => {
      const res = await app().inject({ method: 'GET', url: contract.downloadTemplate.path, headers: { authorization: manager.token } });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('ap-password-template.csv');
      expect(res.body).toBe('\uFEFFmac,ssidPassword,model,comment,lockType\r\n');
    });

    it('imports good rows, reports each row that breaks the rules by its MAC, and records the import', async () => {
      const [a, b, c, d] = [randomMac(), randomMac(), randomMac(), randomMac()];
      const res = await importCsv('passwords.csv', csv(
        `${a.toLowerCase().match(/../g)?.join('-')},pass1,GWN7660,"first, with comma",1`,
        `${b},pass2,GWN7664,,0`,
        `${c},toolongpass,GWN7660,,0`,
        'not-a-mac,pw,GWN7660,,0',
        `${d},pw,,,0`,
      ), manager.token);
      expect(res.body).toMatchObject({ retCode: 0, data: { imported: 2, badMacs: [c, 'not-a-mac', d] } });
      expect((await rows(a))[0]).toMatchObject({ ssidPassword: 'pass1', comment: 'first, with comma', lockType: 1 });
      expect((await rows(b))[0]).toMatchObject({ ssidPassword: 'pass2', model: 'GWN7664', lockType: 0 });
      expect(await rows(c)).toHaveLength(0);
      const entry = (await audits('apPasswordImport')).at(-1);
      expect(entry?.detail).toMatchObject({ subject: 'passwords.csv', facts: { fileName: 'passwords.csv', imported: 2, refused: 3 } });
    });

    it('keeps a quoted line break inside a comment, and refuses a file whose quote is never closed (60001)', async () => {
      const [a, b] = [randomMac(), randomMac()];
      const res = await importCsv('breaks.csv', csv(`${a},pw1,GWN7660,"rack 4\nshelf 2",0`, `${b},pw2,GWN7660,,1`), manager.token);
      expect(res.body).toMatchObject({ retCode: 0, data: { imported: 2, badMacs: [] } });
      expect((await rows(a))[0]).toMatchObject({ comment: 'rack 4\nshelf 2' });
      const open = await importCsv('open.csv', csv(`${randomMac()},pw,GWN7660,"never closed,0`), manager.token);
      expect(open.body.retCode).toBe(60001);
    });

    it('replaces the record of a MAC it imports again', async () => {
      const added = await add();
      const res = await importCsv('again.csv', csv(`${added.mac},newpw,GWN7664,,1`), manager.token);
      expect(res.body).toMatchObject({ retCode: 0, data: { imported: 1, badMacs: [] } });
      expect((await rows(added.mac.replace(/:/g, '')))[0]).toMatchObject({ ssidPassword: 'newpw', model: 'GWN7664', lockType: 1 });
    });

    it('refuses a wrong header (60001), a non-CSV file (60050) and an oversize file (60051), writing nothing', async () => {
      const mac = randomMac();
      const entries = (await audits('apPasswordImport')).length;
      const wrong = await importCsv('a.csv', `mac,password\r\n${mac},x\r\n`, manager.token);
      expect(wrong.body.retCode).toBe(60001);
      const empty = await importCsv('a.csv', '', manager.token);
      expect(empty.body.retCode).toBe(60001);
      const type = await importCsv('a.xlsx', csv(`${mac},x,M,,0`), manager.token);
      expect(type.body.retCode).toBe(60050);
      // A good row first, then more than the limit: the row must not stay behind.
      const big = Buffer.concat([Buffer.from(csv(`${mac},x,M,,0`)), Buffer.alloc(contract.AP_PASSWORD_LIMITS.importMaxBytes, 0x78)]);
      const tooBig = await importCsv('big.csv', big, manager.token);
      expect(tooBig.body.retCode).toBe(60051);
      expect(await rows(mac)).toHaveLength(0);
      expect(await audits('apPasswordImport')).toHaveLength(entries);
      const none = await app().inject({ method: 'POST', url: contract.importCsv.path, payload: {}, headers: { authorization: manager.token } });
      expect(none.json().retCode).toBe(50005);
    });

    it('takes a file of exactly the limit', async () => {
      const mac = randomMac();
      const head = Buffer.from(csv(`${mac},x,M,,0`));
      // A blank line (spaces) fills the file to the limit; the parser skips it.
      const exact = Buffer.concat([head, Buffer.alloc(contract.AP_PASSWORD_LIMITS.importMaxBytes - head.length, 0x20)]);
      const res = await importCsv('exact.csv', exact, manager.token);
      expect(res.body).toMatchObject({ retCode: 0, data: { imported: 1 } });
      expect(await rows(mac)).toHaveLength(1);
    });
  });
});
