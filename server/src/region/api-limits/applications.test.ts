import { describe, expect, it } from 'vitest';
import { apiLimits as contract, APPLICATION_HEADERS, openApi, RetCode } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildApiLimit, buildApplication, buildEnterprise } from '../../../test/region-factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';

/** Issue 26: the spec's path of the defaults, and the console's flow of applications (issue, list, revoke). */
describe('API limits: the applications the console issues, lists and revokes', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator({
    menus: ['apiInterfaceRestrictions'],
    actions: ['admin_sys_api_limit_list', 'admin_sys_api_limit_add', 'admin_sys_api_limit_edit', 'admin_sys_api_limit_delete'],
  });
  const viewer = env.operator({ menus: ['apiInterfaceRestrictions'], actions: ['admin_sys_api_limit_list'] });
  const us = () => env.regionDb();
  const asAdmin = () => ({ token: admin.token });

  it('answers the defaults at the spec\'s /admin/url/default/urls as at the console\'s older /admin/url/defaults', async () => {
    const bySpec = await env.call(contract.defaultUrlsBySpec, {}, asAdmin());
    expect(bySpec.status).toBe(200);
    expect(bySpec.body.retCode).toBe(0);
    expect(bySpec.body.data.map((d: { url: string }) => d.url)).toEqual(expect.arrayContaining([...openApi.OPEN_API_PATHS]));
    expect(bySpec.body.data).toEqual((await env.call(contract.defaultUrls, {}, asAdmin())).body.data);
  });

  it('finds enterprises to issue to by name, id or e-mail, leaving out deleted ones', async () => {
    const live = await buildEnterprise(us(), { enterpriseName: 'Harbour Hotel Group' });
    await buildEnterprise(us(), { enterpriseName: 'Harbour Hotel Gone', isDelete: 1 });
    const byName = await env.call(contract.applicationEnterprises, { search: 'harbour hotel' }, asAdmin());
    expect(byName.body.data).toEqual([{ enterpriseId: live.enterpriseId, enterpriseName: 'Harbour Hotel Group', email: live.email }]);
    const byMail = await env.call(contract.applicationEnterprises, { search: live.email }, { token: viewer.token });
    expect(byMail.body.data.map((e: { enterpriseId: string }) => e.enterpriseId)).toEqual([live.enterpriseId]);
  });

  it('lists an enterprise\'s applications newest first without secrets; 404 for an unknown enterprise', async () => {
    const enterprise = await buildEnterprise(us());
    const first = await env.call(contract.issueApplication, { enterpriseId: enterprise.enterpriseId }, asAdmin());
    const second = await env.call(contract.issueApplication, { enterpriseId: enterprise.enterpriseId }, asAdmin());
    await buildApplication(us()); // another enterprise's
    const listed = await env.call(contract.listApplications, { enterpriseId: enterprise.enterpriseId }, { token: viewer.token });
    expect(listed.body.retCode).toBe(0);
    expect(listed.body.data.map((a: { appId: string }) => a.appId)).toEqual([second.body.data.appId, first.body.data.appId]);
    expect(listed.body.data[0]).toMatchObject({ enterpriseId: enterprise.enterpriseId, createdAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(first.body.data.appSecret);
    expect((await env.call(contract.listApplications, { enterpriseId: 'ent-nobody' }, asAdmin())).body.retCode).toBe(RetCode.NotFound);
  });

  it('revokes an application: its secret stops working at once, its overrides go, the audit says what was removed', async () => {
    const enterprise = await buildEnterprise(us());
    const cred = await buildApplication(us(), enterprise.id);
    await buildApiLimit(us(), { url: openApi.devices.path, appId: cred.appId, count: 4 });
    const headers = { [APPLICATION_HEADERS.appId]: cred.appId, [APPLICATION_HEADERS.secret]: cred.secret };
    expect((await env.call(openApi.devices, {}, { headers })).status).toBe(200);

    expect((await env.call(contract.revokeApplication, { appId: cred.appId }, { token: viewer.token })).status).toBe(403);
    const revoked = await env.call(contract.revokeApplication, { appId: cred.appId }, asAdmin());
    expect(revoked.body).toMatchObject({ retCode: 0, data: { appId: cred.appId, overridesDeleted: 1 } });

    const after = await env.call(openApi.devices, {}, { headers });
    expect(after.status).toBe(401);
    expect(after.body.retCode).toBe(RetCode.AppCredentialsInvalid);
    expect((await env.call(contract.list, { filter: { appId: cred.appId } }, asAdmin())).body.data.total).toBe(0);
    expect((await env.call(contract.listApplications, { enterpriseId: enterprise.enterpriseId }, asAdmin())).body.data).toEqual([]);
    const [entry] = await auditEntries(us(), 'apiApplicationRevoke', `${enterprise.enterpriseName} (${cred.appId})`);
    expect(entry?.detail).toMatchObject({ subject: `${enterprise.enterpriseName} (${cred.appId})` });
    expect((await env.call(contract.revokeApplication, { appId: cred.appId }, asAdmin())).body.retCode).toBe(RetCode.NotFound);
  });
});
