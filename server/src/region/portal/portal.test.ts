import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portal } from '@gwn/contract';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { buildOperator, type BuiltOperator } from '../../../test/factories.ts';
import { uploadTo } from '../uploads/upload-test-client.ts';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const FIVE_MB = 5 * 1024 * 1024;

describe('portal', () => {
  let system: TestSystem;
  let admin: BuiltOperator;
  let other: BuiltOperator;
  const app = () => system.regions.US!.app;
  const zip = (content: Buffer, fileName = 'portal.zip') => uploadTo(portal.upload, { app: app(), token: admin.token, fileName, content });

  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US'] });
    admin = await buildOperator(system.account!.database.db);
    other = await buildOperator(system.account!.database.db, { menus: ['firmwareManage'] });
  });
  afterAll(() => system.close());

  it('should require authentication, and the portalManage menu', async () => {
    expect((await uploadTo(portal.upload, { app: app(), fileName: 'p.zip', content: randomBytes(4) })).status).toBe(401);
    expect((await uploadTo(portal.upload, { app: app(), token: other.token, fileName: 'p.zip', content: randomBytes(4) })).status).toBe(403);
    expect((await uploadTo(portal.uploadLogo, { app: app(), token: other.token, fileName: 'p.png', content: randomBytes(4), query: { type: '7' } })).status).toBe(403);
    for (const e of [portal.listVersions, portal.show]) {
      expect((await system.call(e, {})).status).toBe(401);
      expect((await system.call(e, {}, { token: other.token })).status).toBe(403);
    }
    expect((await system.call(portal.saveVersions, { fileId: 1, portalVersions: [{ apType: 'A', version: '1' }] })).status).toBe(401);
  });

  it('takes a zip of exactly 5 MB and refuses 5 MB + 1 byte with 60051', async () => {
    expect(portal.PORTAL_LIMITS.maxBytes).toBe(FIVE_MB);
    expect((await zip(randomBytes(FIVE_MB))).body.retCode).toBe(0);
    expect((await zip(randomBytes(FIVE_MB + 1))).body.retCode).toBe(60051);
  });

  it('refuses other file types with 60050: zip for the portal file, jpg/png for images', async () => {
    expect((await zip(randomBytes(10), 'portal.tar')).body.retCode).toBe(60050);
    const logo = (fileName: string, type: string) =>
      uploadTo(portal.uploadLogo, { app: app(), token: admin.token, fileName, content: randomBytes(32), query: { type } });
    expect((await logo('logo.gif', '7')).body.retCode).toBe(60050);
    expect((await logo('logo.PNG', '7')).body).toMatchObject({ retCode: 0 });
    expect((await logo('mail.jpg', '24')).body).toMatchObject({ retCode: 0 });
    expect((await logo('mail.jpg', '5')).body.retCode).toBe(50005);
  });

  it('saves versions per model, lists them for auto-fill and shows the files', async () => {
    const content = randomBytes(1000);
    const up = await zip(content, 'portal-v2.zip');
    const fileId = Number(up.body.data?.fileId);
    const model = `GWN${randomBytes(2).toString('hex')}`;
    const save = (version: string, updatePortalFile: 0 | 1) =>
      system.call(portal.saveVersions, { fileId, portalVersions: [{ apType: model, version }], updatePortalFile }, { token: admin.token });
    expect((await save('2.0.1', 0)).body).toMatchObject({ retCode: 0, data: { saved: 1 } });
    expect((await save('2.0.1', 0)).body.retCode).toBe(12003);
    expect((await save('2.0.1', 1)).body.retCode).toBe(0);

    const versions = await system.call(portal.listVersions, {}, { token: admin.token });
    expect(versions.body.data.result).toContainEqual({ apType: model, version: '2.0.1' });
    const shown = await system.call(portal.show, { pageNum: 1, pageSize: 50 }, { token: admin.token });
    expect(shown.body.data.result).toContainEqual(expect.objectContaining({ fileName: 'portal-v2.zip', apType: model, version: '2.0.1', md5: md5(content) }));
  });

  it('refuses a model without a version, and an unknown file, writing nothing', async () => {
    const before = (await system.call(portal.show, {}, { token: admin.token })).body.data.total;
    const bad = await system.call(portal.saveVersions, { fileId: 1, portalVersions: [{ apType: 'GWN1', version: ' ' }] }, { token: admin.token });
    expect(bad.body.retCode).toBe(50005);
    const none = await system.call(portal.saveVersions, { fileId: 1, portalVersions: [] }, { token: admin.token });
    expect(none.body.retCode).toBe(50005);
    const unknown = await system.call(portal.saveVersions, { fileId: 999999, portalVersions: [{ apType: 'GWN1', version: '1' }] }, { token: admin.token });
    expect(unknown.body.retCode).toBe(15010);
    expect((await system.call(portal.show, {}, { token: admin.token })).body.data.total).toBe(before);
  });
});
