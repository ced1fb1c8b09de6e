import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personal, RetCode } from '@gwn/contract';
import { accountAuditLog, adminUsers } from '../../db/account-schema.ts';
import { buildOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { digestPassword } from '../shared/password.ts';

describe('personal settings: show, name, e-mail, company, country, timezone', () => {
  const env = useTestSystem({ regions: [] });
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0];

  it('shows the account, country and timezone named, role, binding address, two-factor state', async () => {
    const op = await buildOperator(db());
    await env.call(personal.modify, { country: 'DE', timezone: 'Asia/Shanghai' }, { token: op.token });
    const en = (await env.call(personal.show, {}, { token: op.token })).body.data;
    expect(en).toMatchObject({
      account: { id: op.id, account: op.account, email: `${op.account}@example.test`, country: 'DE', timezone: 'Asia/Shanghai', googleAuth: 0, clientType: 0 },
      country: { countryDisplay: 'Germany' }, timezone: { description: '(UTC+08:00) Asia/Shanghai' },
      roleName: expect.any(String), bindingAddress: expect.stringMatching(/^http/), recoveryCodesLeft: 0, securityKeys: 0,
    });
    const zh = (await env.call(personal.show, {}, { token: op.token, lang: 'zh' })).body.data;
    expect(zh.country.countryDisplay).toBe('德国');
  });

  it('lists countries (ISO codes) and timezones (Etc/GMT first, with offsets)', async () => {
    const op = await buildOperator(db());
    const countries = (await env.call(personal.countries, {}, { token: op.token })).body.data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'FR' });
    const zones = (await env.call(personal.timezones, {}, { token: op.token })).body.data;
    expect(zones[0]).toEqual({ id: 'Etc/GMT', description: '(UTC+00:00) Etc/GMT' });
    expect(zones.map((z: { id: string }) => z.id)).toContain('America/New_York');
  });

  it('takes the account and id the spec sends with an edit, and refuses another operator\'s with 50005 (issue 26)', async () => {
    const op = await buildOperator(db());
    const other = await buildOperator(db());
    const untouched = await userRow(other.id);
    const own = await env.call(personal.modify, { account: op.account, id: op.id, country: 'FR' }, { token: op.token });
    expect(own.body.retCode).toBe(0);
    expect((await userRow(op.id)).country).toBe('FR');
    expect((await env.call(personal.modifyName, { account: op.account, id: op.id, name: 'Named' }, { token: op.token })).body.retCode).toBe(0);
    for (const target of [{ account: other.account }, { id: other.id }]) {
      const refused = await env.call(personal.modify, { ...target, country: 'DE' }, { token: op.token });
      expect(refused.body.retCode).toBe(RetCode.InvalidParameters);
      expect((await env.call(personal.modifyName, { ...target, name: 'Hijack' }, { token: op.token })).body.retCode).toBe(RetCode.InvalidParameters);
    }
    expect(await userRow(other.id)).toMatchObject({ name: untouched!.name, country: untouched!.country });
    expect((await userRow(op.id)).country).toBe('FR');
    expect((await env.call(personal.show, { serverId: 'gwn' }, { token: op.token })).body.data.account.name).toBe('Named');
  });

  it('changes the name, audited before → after', async () => {
    const op = await buildOperator(db());
    expect((await env.call(personal.modifyName, { name: '  New Name ' }, { token: op.token })).body.retCode).toBe(0);
    expect((await userRow(op.id)).name).toBe('New Name');
    const audit = (await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id))).find((a) => a.showKey === 'personalNameChange');
    expect(audit?.detail).toMatchObject({ changes: [{ field: 'name', before: `Operator ${op.account}`, after: 'New Name' }] });
  });

  it('changes the e-mail only with the current password (1110028 otherwise, in both languages)', async () => {
    const op = await buildOperator(db());
    const wrong = await env.call(personal.modifyEmail, { email: 'new@example.test', password: digestPassword('Wrong-1234') }, { token: op.token });
    expect(wrong.body).toMatchObject({ retCode: 1110028, msg: 'Incorrect password' });
    const wrongZh = await env.call(personal.modifyEmail, { email: 'new@example.test', password: digestPassword('Wrong-1234') }, { token: op.token, lang: 'zh' });
    expect(wrongZh.body.msg).toBe('密码错误');
    expect((await userRow(op.id)).email).toBe(`${op.account}@example.test`);
    expect((await env.call(personal.modifyEmail, { email: 'new@example.test', password: digestPassword(op.password) }, { token: op.token })).body.retCode).toBe(0);
    expect((await userRow(op.id)).email).toBe('new@example.test');
  });

  it('refuses bad input with 50005 and writes nothing: long or empty name, bad e-mail, unknown country or timezone', async () => {
    const op = await buildOperator(db());
    const before = await userRow(op.id);
    const refusals = [
      await env.call(personal.modifyName, { name: ' ' }, { token: op.token }),
      await env.call(personal.modifyName, { name: 'x'.repeat(65) }, { token: op.token }),
      await env.call(personal.modifyEmail, { email: 'not-an-email', password: digestPassword(op.password) }, { token: op.token }),
      await env.call(personal.modify, { country: 'QQ' }, { token: op.token }),
      await env.call(personal.modify, { timezone: 'Mars/Olympus' }, { token: op.token }),
    ];
    for (const res of refusals) expect(res.body.retCode).toBe(50005);
    expect(refusals[4].body.data).toMatchObject({ fields: { timezone: expect.any(String) } });
    expect(await userRow(op.id)).toEqual(before);
    expect((await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id))).filter((a) => a.showKey.startsWith('personal'))).toHaveLength(0);
  });

  it('serves the two-factor help page the dialog links to', async () => {
    const res = await env.system.account!.app.inject({ method: 'GET', url: personal.twoFactorHelp.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const anchor of Object.values(personal.HELP_LINKS)) expect(res.body).toContain(`id="${anchor.split('#')[1]}"`);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).not.toContain('双因素认证</h1>');
  });

  it('serves the help page in Chinese for lang=zh, every topic under the same anchor, and English for any other language', async () => {
    const page = async (lang: string) => (await env.system.account!.app.inject({ method: 'GET', url: `${personal.twoFactorHelp.path}?lang=${lang}` })).body;
    const zh = await page('zh');
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('<h1>双因素认证</h1>');
    for (const key of Object.keys(personal.HELP_LINKS) as (keyof typeof personal.HELP_LINKS)[]) {
      const [path, anchor] = personal.helpLink(key, 'zh').split('#');
      expect(path).toBe(`${personal.twoFactorHelp.path}?lang=zh`);
      expect(zh).toContain(`id="${anchor}"`);
    }
    expect(await page('zh-TW')).toContain('<h1>Two-factor authentication</h1>');
  });
});
