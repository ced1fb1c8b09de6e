import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises as contract } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise } from '../../../test/region-factories.ts';
import { enterprises, oneTimeTokens, regionAuditLog } from '../../db/region-schema.ts';
import type { AccountDb, RegionDb } from '../../db/connect.ts';

describe('enterprise export and MFA removal', () => {
  let system: TestSystem;
  let db: RegionDb;
  let accounts: AccountDb;
  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US'] });
    db = system.regions.US!.database.db;
    accounts = system.account!.database.db;
  });
  afterAll(() => system.close());

  const download = (url: string) => system.regions.US!.app.inject({ method: 'GET', url });

  it('exports the search as CSV with a BOM through a single-use ticket, never the session credential', async () => {
    const t = Math.random().toString(36).slice(2, 10);
    const a = await buildEnterprise(db, { enterpriseName: `Export ${t} "quoted", 中文` });
    await buildEnterprise(db, { enterpriseName: `=cmd ${t}` });
    await buildDevice(db, { enterpriseId: a.id, online: true });
    expect((await system.call(contract.exportTicket, { search: t })).status).toBe(401);
    const lacking = await buildOperator(accounts, { menus: ['enterprise'] });
    expect((await system.call(contract.exportTicket, { search: t }, { token: lacking.token })).status).toBe(403);
    const op = await buildOperator(accounts, { menus: ['enterprise'], actions: ['enterpriseExport'] });
    const before = (await db.select().from(oneTimeTokens)).length;
    expect((await system.call(contract.exportTicket, { search: ' ' }, { token: op.token })).body.retCode).toBe(50005);
    expect((await db.select().from(oneTimeTokens)).length).toBe(before);

    const { body } = await system.call(contract.exportTicket, { search: t }, { token: op.token });
    expect(body.retCode).toBe(0);
    const res = await download(`${contract.exportCsv.path}?ticket=${body.data.ticket}`);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="enterprises-.*\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^enterpriseId,enterpriseName,/);
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes(a.enterpriseId))).toContain(`"Export ${t} ""quoted"", 中文"`);
    expect(lines.find((l) => l.includes(a.enterpriseId))).toContain(',1/1,');
    expect(lines.some((l) => l.includes(`'=cmd ${t}`))).toBe(true);

    const again = await download(`${contract.exportCsv.path}?ticket=${body.data.ticket}`);
    expect(again.json().retCode).toBe(10055);
    expect((await download(`${contract.exportCsv.path}?ticket=${'x'.repeat(43)}`)).json().retCode).toBe(10055);
    expect((await download(contract.exportCsv.path)).json().retCode).toBe(50005);
  });

  it('e-mails a single-use link that turns two-factor sign-in off', async () => {
    const e = await buildEnterprise(db, { googleAuth: 1, clientType: 1 });
    const off = await buildEnterprise(db, { googleAuth: 0 });
    const payload = { enterpriseId: e.centerEnterpriseId };
    expect((await system.call(contract.resetMfa, payload)).status).toBe(401);
    const lacking = await buildOperator(accounts, { menus: ['enterprise'] });
    expect((await system.call(contract.resetMfa, payload, { token: lacking.token })).status).toBe(403);
    const op = await buildOperator(accounts, { menus: ['enterprise'], actions: ['removeMfa'] });
    expect((await system.call(contract.resetMfa, { enterpriseId: '' }, { token: op.token })).body.retCode).toBe(50005);
    expect((await system.call(contract.resetMfa, { enterpriseId: off.centerEnterpriseId }, { token: op.token })).body.retCode).toBe(10056);
    expect((await system.call(contract.resetMfa, payload, { token: op.token })).body.retCode).toBe(0);

    const outbox = path.join(system.config.dataDir, 'us', 'outbox');
    const mail = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).find((m) => m.includes(e.email));
    expect(mail).toBeDefined();
    const unfolded = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /confirm_reset_mfa\?token=([\w-]+)/.exec(unfolded)?.[1];
    expect(token).toBeDefined();
    const [still] = await db.select({ g: enterprises.googleAuth }).from(enterprises).where(eq(enterprises.id, e.id));
    expect(still.g).toBe(1);

    const page = await download(`${contract.confirmResetMfa.path}?token=${token}`);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('has been removed');
    const [done] = await db.select({ g: enterprises.googleAuth }).from(enterprises).where(eq(enterprises.id, e.id));
    expect(done.g).toBe(0);
    expect((await download(`${contract.confirmResetMfa.path}?token=${token}`)).body).toContain('expired or was already used');
    const audits = await db.select().from(regionAuditLog).where(eq(regionAuditLog.showKey, 'enterprise.removeMfa.confirm'));
    expect(audits.some((a) => a.accountName === e.email)).toBe(true);
  });

  it('refuses an expired removal link', async () => {
    const e = await buildEnterprise(db, { googleAuth: 1 });
    const op = await buildOperator(accounts, { menus: ['enterprise'], actions: ['removeMfa'] });
    await system.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: op.token });
    await db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.purpose, 'remove-mfa'));
    const outbox = path.join(system.config.dataDir, 'us', 'outbox');
    const mail = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')).find((m) => m.includes(e.email)) ?? '';
    const token = /confirm_reset_mfa\?token=([\w-]+)/.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
    expect((await download(`${contract.confirmResetMfa.path}?token=${token}`)).body).toContain('expired');
    const [row] = await db.select({ g: enterprises.googleAuth }).from(enterprises).where(eq(enterprises.id, e.id));
    expect(row.g).toBe(1);
  });
});
