import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regions } from '@gwn/contract';
import { accountAuditLog, adminUsers, sessions } from '../../db/account-schema.ts';
import { buildOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { hashToken } from '../shared/session-token.ts';

describe('region directory: list, check, change', () => {
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
  const sessionRegion = async (token: string) => (await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0].region;
  const url = (r: 'US' | 'EU' | 'CN') => env.system.config.regionUrls[r];
  const env = useTestSystem({ regions: [] });

  it('lists the three regions and the default, without a session', async () => {
    const res = await env.call(regions.regionList, { serverId: 'gwn' });
    expect(res.body).toEqual({
      retCode: 0, msg: 'Success',
      data: {
        result: [{ regionName: 'US', adminUrl: url('US') }, { regionName: 'EU', adminUrl: url('EU') }, { regionName: 'CN', adminUrl: url('CN') }],
        defaultUrl: url('US'), defaultRegion: 'US',
      },
    });
  });

  it('list refuses an over-long serverId with 50005', async () => {
    expect((await env.call(regions.regionList, { serverId: 'g'.repeat(33) })).body.retCode).toBe(50005);
  });

  it('check accepts a region by admin address or name, and says 27003 for a region not enabled', async () => {
    const op = await buildOperator(db(), { regions: ['US', 'EU'] });
    const byUrl = await env.call(regions.regionCheck, { domain: `${url('EU')}/`, serverId: 'gwn' }, { token: op.token });
    expect(byUrl.body).toMatchObject({ retCode: 0, data: { regionName: 'EU', mainAccount: 1 } });
    expect((await env.call(regions.regionCheck, { domain: 'eu' }, { token: op.token })).body.data.regionName).toBe('EU');
    const off = await env.call(regions.regionCheck, { domain: url('CN') }, { token: op.token });
    expect(off.body).toMatchObject({ retCode: 27003, data: { mainAccount: 1 } });
  });

  it('check and change refuse an unknown region with 50005 and change nothing', async () => {
    const op = await buildOperator(db(), { regions: ['US'] });
    expect((await env.call(regions.regionCheck, { domain: 'https://elsewhere.example' }, { token: op.token })).body.retCode).toBe(50005);
    expect((await env.call(regions.regionChange, { domain: 'MARS' }, { token: op.token })).body.retCode).toBe(50005);
    expect((await env.call(regions.regionChange, { domain: '' }, { token: op.token })).body.retCode).toBe(50005);
    expect(await userRow(op.id)).toMatchObject({ enabledRegions: ['US'], lastRegion: 'US' });
    expect(await sessionRegion(op.token)).toBe('US');
  });

  it('change moves the session and remembers the region; a main account enables a new region on the way; audited', async () => {
    const op = await buildOperator(db(), { regions: ['US'] });
    const res = await env.call(regions.regionChange, { domain: url('EU'), serverId: 'gwn_admin' }, { token: op.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { regionName: 'EU', adminUrl: url('EU') } });
    expect(await userRow(op.id)).toMatchObject({ enabledRegions: ['US', 'EU'], lastRegion: 'EU' });
    expect(await sessionRegion(op.token)).toBe('EU');
    expect((await env.call(regions.regionCheck, { domain: 'EU' }, { token: op.token })).body.retCode).toBe(0);
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      showKey: 'regionChange',
      detail: { changes: [{ field: 'region', before: 'US', after: 'EU' }, { field: 'enabledRegions', before: ['US'], after: ['US', 'EU'] }] },
    });
  });

  it('a sub-account cannot enter a region that is not enabled for it (27003), but can switch among its own', async () => {
    const parent = await buildOperator(db());
    const sub = await buildOperator(db(), { regions: ['US', 'EU'], parentId: parent.id });
    const refused = await env.call(regions.regionChange, { domain: 'CN' }, { token: sub.token });
    expect(refused.body).toMatchObject({ retCode: 27003, data: { mainAccount: 0 } });
    expect((await env.call(regions.regionCheck, { domain: 'CN' }, { token: sub.token })).body).toMatchObject({ retCode: 27003, data: { mainAccount: 0 } });
    expect(await userRow(sub.id)).toMatchObject({ enabledRegions: ['US', 'EU'], lastRegion: 'US' });
    expect((await env.call(regions.regionChange, { domain: 'EU' }, { token: sub.token })).body.retCode).toBe(0);
    expect(await sessionRegion(sub.token)).toBe('EU');
  });
});
