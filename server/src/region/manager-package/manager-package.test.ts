import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { managerPackage, RetCode } from '@gwn/contract';
import { useTestSystem } from '../../../test/test-system.ts';
import { uploadTo } from '../../../test/upload-client.ts';

const LIMIT = 2048;
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

describe('manager package', () => {
  const env = useTestSystem({ regions: ['US'], config: { uploadMaxBytes: { firmware: LIMIT, portal: LIMIT, plugin: LIMIT, managerPackage: LIMIT } } });
  const manager = env.operator({ menus: ['gwnManageFile'] });
  const app = () => env.regionApp();
  const upload = (content: Buffer, query: Record<string, string>, token = manager.token, fileName = 'gwn_manager.tar.gz') =>
    uploadTo(managerPackage.upload, { app: app(), token, fileName, content, query });
  const current = async () => (await env.call(managerPackage.list, {}, { token: manager.token })).body.data;

  it('has no current package before the first upload', async () => {
    expect(await current()).toEqual([]);
  });

  it('takes version and description as multipart fields before the file (spec 3 §7), a field winning over the query', async () => {
    const content = randomBytes(300);
    const sent = await uploadTo(managerPackage.upload, {
      app: app(), token: manager.token, fileName: 'form.tar.gz', content, formFields: { version: '3.0.0', description: 'from the form 中文' },
    });
    expect(sent.body).toMatchObject({ retCode: 0, data: { fileName: 'form.tar.gz', version: '3.0.0', description: 'from the form 中文', md5: md5(content) } });
    const both = await uploadTo(managerPackage.upload, {
      app: app(), token: manager.token, fileName: 'both.tar.gz', content, formFields: { version: '3.1.0' }, query: { version: 'query', description: 'kept' },
    });
    expect(both.body.data).toMatchObject({ version: '3.1.0', description: 'kept' });
    // A form without the version is refused naming it, and the answer comes although the file was not read.
    const missing = await uploadTo(managerPackage.upload, { app: app(), token: manager.token, fileName: 'x.tar.gz', content, formFields: { description: 'no version' } });
    expect(missing.body.retCode).toBe(RetCode.InvalidParameters);
    expect(JSON.stringify(missing.body)).toContain('version');
    const tooLong = await uploadTo(managerPackage.upload, { app: app(), token: manager.token, fileName: 'x.tar.gz', content, formFields: { version: 'v'.repeat(65) } });
    expect(tooLong.body.retCode).toBe(RetCode.InvalidParameters);
    expect(await current()).toMatchObject([{ version: '3.1.0' }]);
  });

  it('makes each upload the current package, with its version, description and time', async () => {
    const first = randomBytes(1000);
    const one = await upload(first, { version: '1.0.0', description: 'first' });
    expect(one.body).toMatchObject({ retCode: 0, data: { fileName: 'gwn_manager.tar.gz', version: '1.0.0', description: 'first', md5: md5(first) } });
    expect(await current()).toMatchObject([{ version: '1.0.0', md5: md5(first) }]);

    const second = randomBytes(500);
    expect((await upload(second, { version: '1.1.0' }, manager.token, 'next.tar.gz')).body.retCode).toBe(0);
    const [now] = await current();
    expect(now).toMatchObject({ fileName: 'next.tar.gz', version: '1.1.0', description: '', size: 500 });
    expect(Number.isNaN(Date.parse(now.timeStr))).toBe(false);

    // The same bytes again under another version are accepted (the stored copy is reused).
    expect((await upload(first, { version: '1.2.0' })).body.retCode).toBe(0);
    expect(await current()).toMatchObject([{ version: '1.2.0', md5: md5(first) }]);
  });

  it('refuses a version over 64 characters or missing (50005), an oversized file (60051), and keeps the current one', async () => {
    const before = await current();
    expect((await upload(randomBytes(10), { version: 'v'.repeat(65) })).body.retCode).toBe(RetCode.InvalidParameters);
    expect((await upload(randomBytes(10), {})).body.retCode).toBe(RetCode.InvalidParameters);
    expect((await upload(randomBytes(LIMIT + 1), { version: '9.9' })).body.retCode).toBe(RetCode.FileTooLarge);
    expect(await current()).toEqual(before);
    expect((await upload(randomBytes(LIMIT), { version: 'v'.repeat(64) })).body.retCode).toBe(0);
  });
});
