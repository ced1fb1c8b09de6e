import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portal } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { uploadTo } from '../../../test/upload-client.ts';
import { portalVersions, storedFiles } from '../../db/region-schema.ts';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const FIVE_MB = 5 * 1024 * 1024;

describe('portal', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const other = env.operator({ menus: ['firmwareManage'] });
  const app = () => env.regionApp();
  const zip = (content: Buffer, fileName = 'portal.zip') => uploadTo(portal.upload, { app: app(), token: admin.token, fileName, content });
  const image = (fileName: string, type: string, content = randomBytes(32)) =>
    uploadTo(portal.uploadLogo, { app: app(), token: admin.token, fileName, content, query: { type } });
  const storedKind = async (fileId: unknown) =>
    (await env.regionDb().select({ kind: storedFiles.kind }).from(storedFiles).where(eq(storedFiles.id, Number(fileId))))[0]?.kind;
  const versionsOf = (apType: string) => env.regionDb().select().from(portalVersions).where(eq(portalVersions.apType, apType));
  const newModel = () => `GWN${randomBytes(3).toString('hex')}`;

  it('takes a zip of exactly 5 MB and refuses 5 MB + 1 byte with 60051, recording only the kept one', async () => {
    expect(portal.PORTAL_LIMITS.maxBytes).toBe(FIVE_MB);
    const exact = randomBytes(FIVE_MB);
    const kept = await zip(exact);
    expect(kept.body).toMatchObject({ retCode: 0, data: { md5: md5(exact), fileName: 'portal.zip' } });
    expect(await storedKind(kept.body.data?.fileId)).toBe('portal');
    const entries = (await auditEntries(env.regionDb(), 'portalUpload')).length;
    const over = randomBytes(FIVE_MB + 1);
    expect((await zip(over)).body.retCode).toBe(60051);
    expect(await env.regionDb().$count(storedFiles, eq(storedFiles.md5, md5(over)))).toBe(0);
    expect(await auditEntries(env.regionDb(), 'portalUpload')).toHaveLength(entries);
    const [entry] = (await auditEntries(env.regionDb(), 'portalUpload')).slice(-1);
    expect(entry.detail).toMatchObject({ subject: 'portal.zip' });
    expect(entry.detail.changes).toContainEqual({ field: 'md5', before: null, after: md5(exact) });
  });

  it('refuses other file types with 60050: zip for the portal file, jpg/png for images', async () => {
    expect((await zip(randomBytes(10), 'portal.tar')).body.retCode).toBe(60050);
    expect((await image('logo.gif', '7')).body.retCode).toBe(60050);
    expect((await image('mail.jpg', '5')).body.retCode).toBe(50005);
  });

  it('keeps images as portal images (type 7) or e-mail images (type 24), under portalImageUpload', async () => {
    const logo = await image('logo.PNG', '7');
    expect(logo.body).toMatchObject({ retCode: 0, data: { fileName: 'logo.PNG' } });
    expect(await storedKind(logo.body.data?.fileId)).toBe('portalImage');
    const mail = await image('mail.jpg', '24');
    expect(mail.body.retCode).toBe(0);
    expect(await storedKind(mail.body.data?.fileId)).toBe('emailImage');
    const subjects = (await auditEntries(env.regionDb(), 'portalImageUpload')).map((e) => e.detail.subject);
    expect(subjects).toEqual(expect.arrayContaining(['logo.PNG', 'mail.jpg']));
  });

  it('saves versions per model, lists them for auto-fill and shows the files', async () => {
    const content = randomBytes(1000);
    const up = await zip(content, 'portal-v2.zip');
    const fileId = Number(up.body.data?.fileId);
    const model = newModel();
    const save = await env.call(portal.saveVersions, { fileId, portalVersions: [{ apType: model, version: '2.0.1' }] }, { token: admin.token });
    expect(save.body).toMatchObject({ retCode: 0, data: { saved: 1 } });
    const versions = await env.call(portal.listVersions, {}, { token: admin.token });
    expect(versions.body.data.result).toContainEqual({ apType: model, version: '2.0.1' });
    const shown = await env.call(portal.show, { pageNum: 1, pageSize: 50 }, { token: admin.token });
    expect(shown.body.data.result).toContainEqual(expect.objectContaining({ fileName: 'portal-v2.zip', apType: model, version: '2.0.1', md5: md5(content) }));
  });

  it('refuses an existing model+version with 12003 unless told to replace it, and audits each pair before and after', async () => {
    const first = Number((await zip(randomBytes(100), 'first.zip')).body.data?.fileId);
    const second = Number((await zip(randomBytes(100), 'second.zip')).body.data?.fileId);
    const model = newModel();
    const save = (fileId: number, updatePortalFile: 0 | 1) => env.call(portal.saveVersions, {
      fileId, portalVersions: [{ apType: model, version: '1.0' }, { apType: model, version: '1.1' }], updatePortalFile,
    }, { token: admin.token });
    expect((await save(first, 0)).body).toMatchObject({ retCode: 0, data: { saved: 2 } });
    const created = (await auditEntries(env.regionDb(), 'portalVersionsSave')).at(-1);
    expect(created?.detail).toMatchObject({ subject: 'first.zip' });
    expect(created?.detail.changes).toContainEqual({ record: `${model} 1.0`, field: 'fileId', before: null, after: first });

    const entries = (await auditEntries(env.regionDb(), 'portalVersionsSave')).length;
    expect((await save(second, 0)).body.retCode).toBe(12003);
    expect((await versionsOf(model)).map((v) => v.fileId)).toEqual([first, first]);
    expect(await auditEntries(env.regionDb(), 'portalVersionsSave')).toHaveLength(entries);

    expect((await save(second, 1)).body.retCode).toBe(0);
    expect((await versionsOf(model)).map((v) => v.fileId)).toEqual([second, second]);
    const replaced = (await auditEntries(env.regionDb(), 'portalVersionsSave')).at(-1);
    expect(replaced?.detail.changes).toEqual([
      { record: `${model} 1.0`, field: 'fileId', before: first, after: second },
      { record: `${model} 1.1`, field: 'fileId', before: first, after: second },
    ]);
  });

  it('refuses a model without a version, and an unknown file (15010), writing nothing', async () => {
    const before = (await env.call(portal.show, {}, { token: admin.token })).body.data.total;
    const entries = (await auditEntries(env.regionDb(), 'portalVersionsSave')).length;
    const bad = await env.call(portal.saveVersions, { fileId: 1, portalVersions: [{ apType: 'GWN1', version: ' ' }] }, { token: admin.token });
    expect(bad.body.retCode).toBe(50005);
    const none = await env.call(portal.saveVersions, { fileId: 1, portalVersions: [] }, { token: admin.token });
    expect(none.body.retCode).toBe(50005);
    const unknown = await env.call(portal.saveVersions, { fileId: 999999, portalVersions: [{ apType: 'GWN1', version: '1' }] }, { token: admin.token });
    expect(unknown.body.retCode).toBe(15010);
    // An image is not a portal file.
    const logo = Number((await image('logo.png', '7')).body.data?.fileId);
    const notZip = await env.call(portal.saveVersions, { fileId: logo, portalVersions: [{ apType: 'GWN1', version: '1' }] }, { token: admin.token });
    expect(notZip.body.retCode).toBe(15010);
    expect((await env.call(portal.show, {}, { token: admin.token })).body.data.total).toBe(before);
    expect(await auditEntries(env.regionDb(), 'portalVersionsSave')).toHaveLength(entries);
  });

  it('answers which of a list of models and versions this region holds, with its file (byKeys)', async () => {
    const content = randomBytes(500);
    const fileId = Number((await zip(content, 'portal-held.zip')).body.data?.fileId);
    const model = newModel();
    await env.call(portal.saveVersions, { fileId, portalVersions: [{ apType: model, version: '3.0' }] }, { token: admin.token });
    const keys = [{ apType: model, version: '3.0' }, { apType: model, version: '9.9' }];
    expect((await env.call(portal.byKeys, { keys }, { token: other.token })).status).toBe(403);
    const held = await env.call(portal.byKeys, { keys }, { token: admin.token });
    expect(held.body.data.result).toEqual([expect.objectContaining({ fileName: 'portal-held.zip', apType: model, version: '3.0', md5: md5(content) })]);
  });
});
