import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { plugins } from '@gwn/contract';
import { useTestSystem } from '../../../test/test-system.ts';
import { uploadTo } from '../../../test/upload-client.ts';

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

describe('plugins', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const viewer = env.operator({ menus: ['file', 'filesManage'] });
  const app = () => env.regionApp();
  const upload = (fileName: string, content: Buffer, token = admin.token) => uploadTo(plugins.upload, { app: app(), token, fileName, content });
  const list = (payload: { search?: string; pageNum?: number; pageSize?: number }) => env.call(plugins.list, payload, { token: admin.token });

  it('uses a 200 MiB plugin limit by default', () => {
    expect(plugins.PLUGIN_LIMITS.maxBytes).toBe(200 * 1024 ** 2);
    expect(env.system.config.uploadMaxBytes.plugin).toBe(plugins.PLUGIN_LIMITS.maxBytes);
  });

  it('lists for an operator with the plugin menu alone', async () => {
    expect((await env.call(plugins.list, {}, { token: viewer.token })).body.retCode).toBe(0);
  });

  it('uploads, answers a second copy with 20020 and its MD5, and lists newest first', async () => {
    const content = randomBytes(2048);
    const first = await upload('wifi-plugin-1.2.bin', content);
    expect(first.body).toMatchObject({ retCode: 0, data: { md5: md5(content) } });
    const again = await upload('renamed.bin', content);
    expect(again.body).toMatchObject({ retCode: 20020, data: { md5: md5(content), fileId: Number(first.body.data?.fileId) } });
    const res = await list({ search: 'wifi-plugin-1.2' });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.result[0]).toMatchObject({ fileName: 'wifi-plugin-1.2.bin', md5: md5(content) });
  });

  it('searches by name or by a MAC in the name, with any separators, and pages', async () => {
    const tag = randomBytes(3).toString('hex');
    await upload(`diag-${tag}-C074AD112233.bin`, randomBytes(64));
    for (let i = 0; i < 3; i += 1) await upload(`page-${tag}-${i}.bin`, randomBytes(64));
    expect((await list({ search: 'c0:74:ad:11:22:33' })).body.data.result.map((r: { fileName: string }) => r.fileName))
      .toContain(`diag-${tag}-C074AD112233.bin`);
    const page2 = await list({ search: `page-${tag}`, pageNum: 2, pageSize: 2 });
    expect(page2.body.data).toMatchObject({ total: 3 });
    expect(page2.body.data.result).toHaveLength(1);
    expect((await list({ search: '%' })).body.data.total).toBe(0);
  });

  it('deletes a plugin; a second delete is 15010', async () => {
    const content = randomBytes(100);
    const id = Number((await upload('to-delete.bin', content)).body.data?.fileId);
    expect((await env.call(plugins.remove, { id }, { token: admin.token })).body.retCode).toBe(0);
    expect((await env.call(plugins.remove, { id }, { token: admin.token })).body.retCode).toBe(15010);
    expect((await upload('to-delete.bin', content)).body.retCode).toBe(0);
  });

  it('refuses invalid list and delete input with 50005', async () => {
    expect((await list({ pageSize: 0 })).body.retCode).toBe(50005);
    expect((await env.call(plugins.remove, { id: -1 }, { token: admin.token })).body.retCode).toBe(50005);
  });
});
