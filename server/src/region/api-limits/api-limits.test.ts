import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiLimits as contract, APPLICATION_HEADERS, openApi, RetCode } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildApiLimit, buildApplication, buildDevice, buildEnterprise, buildNetwork } from '../../../test/region-factories.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { apiLimits } from '../../db/region-schema.ts';

/** Long enough that a burst never straddles two windows, short enough to wait one out. */
const WINDOW_MS = 4000;
const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });
let counter = 0;
const freshUrl = () => `/openapi/v1/test-${Date.now().toString(36)}-${counter++}`;

describe('API limits: the screen\'s rules', () => {
  const env = useTestSystem({ regions: ['US'], config: { openApiLimits: { windowMs: WINDOW_MS, redisKeyPrefix: 'unused:' } } });
  const admin = env.operator({
    menus: ['apiInterfaceRestrictions'],
    actions: ['admin_sys_api_limit_list', 'admin_sys_api_limit_add', 'admin_sys_api_limit_edit', 'admin_sys_api_limit_delete'],
  });
  const viewer = env.operator({ menus: ['apiInterfaceRestrictions'], actions: ['admin_sys_api_limit_list'] });
  const us = () => env.regionDb();
  const byId = async (id: number) => (await us().select().from(apiLimits).where(eq(apiLimits.id, id)))[0];
  const as = { token: '' };
  const asAdmin = () => ({ ...as, token: admin.token });

  it('lists the open API\'s seeded defaults first, each enforced (isOpenToApi) and a default (no appId)', async () => {
    const res = await env.call(contract.list, {}, asAdmin());
    expect(res.body.retCode).toBe(0);
    const urls = res.body.data.result.filter((r: { default: number }) => r.default === 1).map((r: { url: string }) => r.url);
    expect(urls).toEqual(expect.arrayContaining([...openApi.OPEN_API_PATHS]));
    expect(res.body.data.result[0]).toMatchObject({ default: 1, appId: '', isOpenToApi: 1, used: 0, near: false });
    expect((await env.call(contract.defaultUrls, {}, asAdmin())).body.data.map((d: { url: string }) => d.url)).toEqual(expect.arrayContaining([...openApi.OPEN_API_PATHS]));
  });

  it('adds a default (mode 0) with its descriptions, and refuses a second default for the URL with 15044', async () => {
    const url = freshUrl();
    const res = await env.call(contract.add, { mode: 0, url, count: 9, description: '描述', descriptionEn: 'About it' }, asAdmin());
    expect(res.body).toMatchObject({ retCode: 0, data: { url, count: 9, appId: '', default: 1, isOpenToApi: 0, description: '描述' } });
    const again = await env.call(contract.add, { mode: 0, url, count: 3, description: 'x', descriptionEn: 'x' }, asAdmin());
    expect(again.body.retCode).toBe(RetCode.ApiLimitExists);
    expect((await auditEntries(us(), 'apiLimitAdd', url))).toHaveLength(1);
  });

  it('adds an override (mode 1) that takes its default\'s descriptions; refuses an unknown app, a URL without default and a twin', async () => {
    const { appId } = await buildApplication(us());
    const url = freshUrl();
    await buildApiLimit(us(), { url, count: 50, description: '默认', descriptionEn: 'Default' });
    const res = await env.call(contract.add, { mode: 1, appId, url, count: 2, description: 'ignored', descriptionEn: 'ignored' }, asAdmin());
    expect(res.body).toMatchObject({ retCode: 0, data: { appId, url, count: 2, default: 0, description: '默认', descriptionEn: 'Default' } });
    expect(res.body.data.enterpriseId).toMatch(/^ent-/);
    expect((await env.call(contract.add, { mode: 1, appId, url, count: 3 }, asAdmin())).body.retCode).toBe(RetCode.ApiLimitExists);
    expect((await env.call(contract.add, { mode: 1, appId: 'app_nobody', url, count: 3 }, asAdmin())).body.retCode).toBe(RetCode.ApiLimitAppUnknown);
    expect((await env.call(contract.add, { mode: 1, appId, url: freshUrl(), count: 3 }, asAdmin())).body.retCode).toBe(RetCode.ApiLimitNoDefault);
  });

  it('checks lengths and required fields with 50005 naming them, writing nothing', async () => {
    const before = (await us().select().from(apiLimits)).length;
    const cases = [
      [{ mode: 0, url: `/${'u'.repeat(64)}`, count: 1, description: 'd', descriptionEn: 'd' }, 'url'],
      [{ mode: 1, appId: 'a'.repeat(65), url: '/x', count: 1 }, 'appId'],
      [{ mode: 0, url: '/x', count: 1, description: 'd'.repeat(256), descriptionEn: 'd' }, 'description'],
      [{ mode: 0, url: '/x', count: 1, description: 'd', descriptionEn: '' }, 'descriptionEn'],
      [{ mode: 1, url: '/x', count: 1 }, 'appId'],
      [{ mode: 0, url: '/x', count: 0, description: 'd', descriptionEn: 'd' }, 'count'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await env.call(contract.add, body as never, asAdmin());
      expect(res.body.retCode, field).toBe(RetCode.InvalidParameters);
      expect(Object.keys(invalidInputOf(res).fields), field).toContain(field);
    }
    expect(await us().select().from(apiLimits)).toHaveLength(before);
  });

  it('edits only the count (and a default\'s descriptions): mode, URL and application stay', async () => {
    const { appId } = await buildApplication(us());
    const url = freshUrl();
    const base = await buildApiLimit(us(), { url, count: 50, description: '默认', descriptionEn: 'Default' });
    const override = await buildApiLimit(us(), { url, appId, count: 5, description: '默认', descriptionEn: 'Default' });
    const res = await env.call(contract.edit, { id: override.id, count: 6, description: 'new', descriptionEn: 'new', url: '/other', appId: 'x' } as never, asAdmin());
    expect(res.body).toMatchObject({ retCode: 0, data: { id: override.id, appId, url, count: 6, description: '默认' } });
    const edited = await env.call(contract.edit, { id: base.id, count: 40, description: '新', descriptionEn: 'New' }, asAdmin());
    expect(edited.body.data).toMatchObject({ appId: '', url, count: 40, description: '新', descriptionEn: 'New', default: 1 });
    expect(await byId(base.id)).toMatchObject({ url, appId: null, count: 40 });
    expect((await env.call(contract.edit, { id: 987654321, count: 1, description: 'd', descriptionEn: 'd' }, asAdmin())).body.retCode).toBe(RetCode.NotFound);
    const [entry] = await auditEntries(us(), 'apiLimitEdit', `${url} (${appId})`);
    expect(entry.detail.changes).toBeDefined();
  });

  it('deletes overrides only: a default among the ids is refused with 50005 and nothing is deleted', async () => {
    const { appId } = await buildApplication(us());
    const url = freshUrl();
    const base = await buildApiLimit(us(), { url });
    const override = await buildApiLimit(us(), { url, appId });
    const refused = await env.call(contract.remove, { ids: [override.id, base.id] }, asAdmin());
    expect(refused.body.retCode).toBe(RetCode.InvalidParameters);
    expect(await byId(override.id)).toBeDefined();
    const res = await env.call(contract.remove, { ids: [override.id] }, asAdmin());
    expect(res.body).toMatchObject({ retCode: 0, data: { deleted: 1 } });
    expect(await byId(override.id)).toBeUndefined();
    expect(await byId(base.id)).toBeDefined();
  });

  it('filters by application id and searches URL and descriptions', async () => {
    const { appId } = await buildApplication(us());
    const url = freshUrl();
    await buildApiLimit(us(), { url, descriptionEn: 'Findable words' });
    await buildApiLimit(us(), { url, appId });
    const filtered = await env.call(contract.list, { filter: { appId } }, asAdmin());
    expect(filtered.body.data).toMatchObject({ total: 1, pages: 1, result: [{ appId, url }] });
    const searched = await env.call(contract.list, { search: 'findable WORDS' }, asAdmin());
    expect(searched.body.data.result.map((r: { url: string }) => r.url)).toEqual([url]);
    expect((await env.call(contract.appIds, {}, asAdmin())).body.data.map((a: { appId: string }) => a.appId)).toContain(appId);
  });

  it('lists for a viewer with the menu alone', async () => {
    expect((await env.call(contract.list, {}, { token: viewer.token })).body.retCode).toBe(0);
  });

  describe('the open API under its limits', () => {
    const callDevices = (cred: { appId: string; secret: string }, query: Record<string, string> = {}) => env.call(openApi.devices, query as never, {
      headers: { [APPLICATION_HEADERS.appId]: cred.appId, [APPLICATION_HEADERS.secret]: cred.secret },
    });

    it('issues an application whose secret reads its own enterprise\'s devices and networks only; a wrong secret is 401 15042', async () => {
      const enterprise = await buildEnterprise(us());
      const network = await buildNetwork(us(), enterprise.id, 'Lobby');
      await buildDevice(us(), { enterpriseId: enterprise.id, networkId: network.id, online: true });
      await buildDevice(us(), { enterpriseId: enterprise.id, online: false });
      await buildDevice(us(), { enterpriseId: (await buildEnterprise(us())).id });
      const issued = await env.call(contract.issueApplication, { enterpriseId: enterprise.enterpriseId }, asAdmin());
      expect(issued.body.retCode).toBe(0);
      const cred = { appId: issued.body.data.appId as string, secret: issued.body.data.appSecret as string };
      const devices = await callDevices(cred);
      expect(devices.body).toMatchObject({ retCode: 0, data: { total: 2, online: 1, offline: 1 } });
      expect(devices.body.data.result.find((d: { online: boolean }) => d.online)).toMatchObject({ networkName: 'Lobby' });
      const networks = await env.call(openApi.networks, {}, { headers: { [APPLICATION_HEADERS.appId]: cred.appId, [APPLICATION_HEADERS.secret]: cred.secret } });
      expect(networks.body.data).toMatchObject({ total: 1, result: [{ name: 'Lobby', deviceCount: 1, onlineCount: 1 }] });

      for (const wrong of [{ ...cred, secret: `${cred.secret}x` }, { appId: 'app_nobody', secret: cred.secret }]) {
        const refused = await callDevices(wrong, {});
        expect(refused.status).toBe(401);
        expect(refused.body).toMatchObject({ retCode: RetCode.AppCredentialsInvalid, data: null });
      }
      const zh = await env.call(openApi.devices, {}, { lang: 'zh' });
      expect(zh.body.msg).toBe('应用 ID 不存在或应用密钥错误');
      expect(JSON.stringify(await us().select().from(apiLimits))).not.toContain(cred.secret);
    });

    it('answers a burst over the limit with 429, Retry-After and no data; the window then resets; the list shows the usage marked', async () => {
      const cred = await buildApplication(us());
      await buildDevice(us(), { enterpriseId: cred.enterpriseRowId });
      const added = await env.call(contract.add, { mode: 1, appId: cred.appId, url: openApi.devices.path, count: 3 }, asAdmin());
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await callDevices(cred));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
      const refused = answers[3];
      expect(refused.body).toEqual({ retCode: RetCode.ApiLimitExceeded, msg: 'Too many calls to this API, please retry later', data: null });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);

      const listed = await env.call(contract.list, { filter: { appId: cred.appId } }, asAdmin());
      expect(listed.body.data.result[0]).toMatchObject({ id: added.body.data.id, count: 3, near: true });
      // Five calls, three answered: "used" counts the answered ones only (issue 26: not "5 / 3").
      expect(listed.body.data.result[0].used).toBe(3);

      await sleep(retryAfter * 1000 + 100);
      expect((await callDevices(cred)).status).toBe(200);
      const after = await env.call(contract.list, { filter: { appId: cred.appId } }, asAdmin());
      expect(after.body.data.result[0]).toMatchObject({ used: 1, near: false });
    }, 20_000);

    it('an override beats the default: another application still gets the default\'s count', async () => {
      const url = openApi.networks.path;
      const limited = await buildApplication(us());
      const other = await buildApplication(us());
      await env.call(contract.add, { mode: 1, appId: limited.appId, url, count: 1 }, asAdmin());
      const headersOf = (c: { appId: string; secret: string }) => ({ headers: { [APPLICATION_HEADERS.appId]: c.appId, [APPLICATION_HEADERS.secret]: c.secret } });
      expect((await env.call(openApi.networks, {}, headersOf(limited))).status).toBe(200);
      expect((await env.call(openApi.networks, {}, headersOf(limited))).status).toBe(429);
      for (let i = 0; i < 3; i++) expect((await env.call(openApi.networks, {}, headersOf(other))).status).toBe(200);
      // The default row shows the busiest application it governs (the override's application is not among them).
      const defaults = await env.call(contract.list, { search: url }, asAdmin());
      expect(defaults.body.data.result.find((r: { default: number }) => r.default === 1)).toMatchObject({ used: 3 });
    });
  });
});

