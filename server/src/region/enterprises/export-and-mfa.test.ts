import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enterprises as contract } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { eventually } from '../../../test/eventually.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise } from '../../../test/region-factories.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { enterprises, oneTimeTokens } from '../../db/region-schema.ts';
import { oneTimeTokenRepo } from '../shared/one-time-token-repo.ts';
import { tablesChangedBy } from '../../../test/contract/table-digest.ts';

describe('enterprise export and MFA removal', () => {
  const env = useTestSystem({ regions: ['US'] });
  const exporter = env.operator({ menus: ['enterprise'], actions: ['enterpriseExport'] });
  const remover = env.operator({ menus: ['enterprise'], actions: ['removeMfa'] });
  const db = () => env.regionDb();
  const download = (url: string) => env.regionApp().inject({ method: 'GET', url });
  const tokenCount = async () => (await db().select().from(oneTimeTokens)).length;
  const mfaOf = async (id: number) => (await db().select({ g: enterprises.googleAuth }).from(enterprises).where(eq(enterprises.id, id)))[0].g;
  /** The removal link e-mailed to an address (quoted-printable unfolded), or undefined. */
  const linkMailedTo = (email: string) => {
    const outbox = path.join(env.system.config.dataDir, 'us', 'outbox');
    const mail = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).find((m) => m.includes(email));
    return /(http\S+confirm_reset_mfa\?token=[\w-]+)/.exec((mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
  };
  /** The link once the outbox has sent it: the request only queues the e-mail. */
  const linkSentTo = (email: string) => eventually(async () => linkMailedTo(email));
  const confirmPath = (link: string) => { const url = new URL(link); return `${url.pathname}${url.search}`; };
  /** The confirmation as the page's form sends it: a POST of token (and language) to the link's path. */
  const postForm = (token: string, lang?: 'en' | 'zh') => env.regionApp().inject({
    method: 'POST', url: contract.confirmResetMfa.path, payload: new URLSearchParams({ token, ...(lang ? { lang } : {}) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('exports the search as CSV with a BOM through a single-use ticket, never the session credential', async () => {
    const t = Math.random().toString(36).slice(2, 10);
    const a = await buildEnterprise(db(), { enterpriseName: `Export ${t} "quoted", 中文`, googleAuth: 2 });
    await buildEnterprise(db(), { enterpriseName: `=cmd ${t}` });
    await buildDevice(db(), { enterpriseId: a.id, online: true });
    expect((await env.call(contract.exportTicket, { search: t })).status).toBe(401);
    const lacking = await buildOperator(env.accountDb, { menus: ['enterprise'] });
    expect((await env.call(contract.exportTicket, { search: t }, { token: lacking.token })).status).toBe(403);
    const tokens = await tokenCount();
    const exports = (await auditEntries(db(), 'enterpriseExport')).length;
    expect((await env.call(contract.exportTicket, { search: ' ' }, { token: exporter.token })).body.retCode).toBe(50005);
    expect(await tokenCount()).toBe(tokens);
    expect(await auditEntries(db(), 'enterpriseExport')).toHaveLength(exports);

    const { body } = await env.call(contract.exportTicket, { search: t }, { token: exporter.token });
    expect(body.retCode).toBe(0);
    const entry = (await auditEntries(db(), 'enterpriseExport')).at(-1);
    expect(entry).toMatchObject({ userId: exporter.id, accountName: exporter.account, detail: { facts: { search: t } } });
    const res = await download(`${contract.exportCsv.path}?ticket=${body.data.ticket}`);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="enterprises-\d{8}-\d{6}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^enterpriseId,enterpriseName,/);
    expect(lines).toHaveLength(3);
    const line = lines.find((l) => l.includes(a.enterpriseId));
    expect(line).toContain(`"Export ${t} ""quoted"", 中文"`);
    expect(line).toContain(',1/1,');
    expect(line?.split(',')[lines[0].split(',').indexOf('googleAuth') + 1]).toBe('2'); // +1: the quoted name holds a comma
    expect(lines.some((l) => l.includes(`'=cmd ${t}`))).toBe(true);

    const again = await download(`${contract.exportCsv.path}?ticket=${body.data.ticket}`);
    expect(again.json().retCode).toBe(10055);
    expect((await download(`${contract.exportCsv.path}?ticket=${'x'.repeat(43)}`)).json().retCode).toBe(10055);
    expect((await download(contract.exportCsv.path)).json().retCode).toBe(50005);
  });

  it('refuses to e-mail a removal link for an enterprise without enabled two-factor sign-in (disabled or pending)', async () => {
    const payload = { enterpriseId: (await buildEnterprise(db(), { googleAuth: 1 })).centerEnterpriseId };
    expect((await env.call(contract.resetMfa, payload)).status).toBe(401);
    const lacking = await buildOperator(env.accountDb, { menus: ['enterprise'] });
    expect((await env.call(contract.resetMfa, payload, { token: lacking.token })).status).toBe(403);
    expect((await env.call(contract.resetMfa, { enterpriseId: '' }, { token: remover.token })).body.retCode).toBe(50005);

    const requests = (await auditEntries(db(), 'enterpriseMfaRemovalRequest')).length;
    const tokens = await tokenCount();
    expect((await env.call(contract.resetMfa, { enterpriseId: 'no-such-centre-id' }, { token: remover.token })).body.retCode).toBe(404);
    for (const googleAuth of [0, 2]) {
      const e = await buildEnterprise(db(), { googleAuth });
      expect((await env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token })).body.retCode).toBe(10056);
      expect(linkMailedTo(e.email)).toBeUndefined();
      expect(await mfaOf(e.id)).toBe(googleAuth);
    }
    expect(await tokenCount()).toBe(tokens);
    expect(await auditEntries(db(), 'enterpriseMfaRemovalRequest')).toHaveLength(requests);
  });

  it('e-mails a single-use link to this region\'s address that turns two-factor sign-in off, as the contact', async () => {
    const e = await buildEnterprise(db(), { googleAuth: 1, clientType: 1 });
    expect((await env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token })).body.retCode).toBe(0);
    expect(await auditEntries(db(), 'enterpriseMfaRemovalRequest', e.enterpriseName)).toEqual([
      expect.objectContaining({ userId: remover.id, detail: { subject: e.enterpriseName, facts: { centerEnterpriseId: e.centerEnterpriseId, email: e.email } } }),
    ]);
    const link = await linkSentTo(e.email);
    expect(link.startsWith(`${env.system.config.regionUrls.US}${contract.confirmResetMfa.path}?token=`)).toBe(true);
    expect(await mfaOf(e.id)).toBe(1);

    // Opening the link only asks; the confirmation (a POST of the form the page holds) removes the factor.
    const page = await download(confirmPath(link));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(e.enterpriseName);
    expect(await mfaOf(e.id)).toBe(1);
    const confirmed = await postForm(new URLSearchParams(new URL(link).search).get('token') ?? '');
    expect(confirmed.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmed.body).toContain('has been removed');
    expect(await mfaOf(e.id)).toBe(0);
    const [entry] = await auditEntries(db(), 'enterpriseMfaRemovalConfirm', e.enterpriseName);
    expect(entry).toMatchObject({ userId: null, accountName: e.email });
    expect(entry.detail.changes).toEqual([{ field: 'googleAuth', before: 1, after: 0 }]);

    expect((await download(confirmPath(link))).body).toContain('expired or was already used');
    expect((await postForm(new URLSearchParams(new URL(link).search).get('token') ?? '')).body).toContain('expired or was already used');
    expect(await auditEntries(db(), 'enterpriseMfaRemovalConfirm', e.enterpriseName)).toHaveLength(1);
  });

  it('a GET of the link (a mail gateway scanning it) changes nothing: the page names the enterprise and asks to confirm with a form', async () => {
    const e = await buildEnterprise(db(), { enterpriseName: `Acme <b>&</b> ${Math.random().toString(36).slice(2, 8)}`, googleAuth: 1, clientType: 1 });
    const token = await oneTimeTokenRepo(db()).issue('remove-mfa', { id: e.id }, contract.MFA_REMOVAL_LINK_HOURS * 3600);
    const { changed } = await tablesChangedBy(db(), async () => {
      for (let i = 0; i < 3; i++) {
        const page = await download(`${contract.confirmResetMfa.path}?token=${token}`);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(e.enterpriseName.replace('<b>&</b>', '&#60;b&#62;&#38;&#60;/b&#62;'));
        expect(page.body).not.toContain('<b>&</b>');
        // A plain form posting to the same path (the CSP allows no inline script), carrying the token.
        expect(page.body).toMatch(new RegExp(`<form method="post" action="${contract.confirmResetMfa.path}">`));
        expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
        expect(page.body).not.toMatch(/<script/i);
        expect(page.body).toContain('Remove two-factor authentication');
      }
    });
    expect(changed).toEqual([]);
    expect(await mfaOf(e.id)).toBe(1);
    // The token was not spent by looking: the confirmation still works.
    expect((await postForm(token)).body).toContain('has been removed');
    expect(await mfaOf(e.id)).toBe(0);
  });

  it('speaks the reader\'s language (Accept-Language, or the page\'s language link) and keeps it through the confirmation', async () => {
    const e = await buildEnterprise(db(), { googleAuth: 1, clientType: 1 });
    const token = await oneTimeTokenRepo(db()).issue('remove-mfa', { id: e.id }, contract.MFA_REMOVAL_LINK_HOURS * 3600);
    const url = `${contract.confirmResetMfa.path}?token=${token}`;
    const english = await download(url);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`href="${contract.confirmResetMfa.path}?token=${token}&#38;lang=zh"`); // the switch to Chinese (& escaped)
    const byHeader = await env.regionApp().inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(byHeader.body).toContain('<html lang="zh-CN">');
    expect(byHeader.body).toContain('移除双因素认证');
    expect(byHeader.body).toContain(`href="${contract.confirmResetMfa.path}?token=${token}&#38;lang=en"`);
    const byLink = await download(`${url}&lang=zh`);
    expect(byLink.body).toContain('<html lang="zh-CN">');
    expect(byLink.body).toContain('<input type="hidden" name="lang" value="zh">');
    const done = await postForm(token, 'zh');
    expect(done.body).toContain('双因素认证已移除');
    expect(done.body).not.toContain('has been removed');
    expect((await download(url)).body).toContain('expired or was already used');
  });

  it('takes a form body only on the confirmation: any other call refuses it (50005) and writes nothing', async () => {
    const e = await buildEnterprise(db(), { googleAuth: 1, clientType: 1 });
    const { value: res, changed } = await tablesChangedBy(db(), () => env.regionApp().inject({
      method: 'POST', url: contract.resetMfa.path, payload: `enterpriseId=${e.centerEnterpriseId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: remover.token },
    }));
    expect(res.json()).toMatchObject({ retCode: 50005 });
    expect(changed).toEqual([]);
  });

  it('refuses an expired removal link, changing and recording nothing', async () => {
    const e = await buildEnterprise(db(), { googleAuth: 1 });
    await env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token });
    await db().update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.purpose, 'remove-mfa'));
    const confirmations = (await auditEntries(db(), 'enterpriseMfaRemovalConfirm')).length;
    expect((await download(confirmPath(await linkSentTo(e.email)))).body).toContain('expired');
    expect((await download(`${contract.confirmResetMfa.path}?token=${'y'.repeat(43)}`)).body).toContain('expired');
    expect(await mfaOf(e.id)).toBe(1);
    expect(await auditEntries(db(), 'enterpriseMfaRemovalConfirm')).toHaveLength(confirmations);
  });
});
