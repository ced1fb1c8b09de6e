import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { releaseNote as contract, RetCode } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { releaseNotes } from '../../db/region-schema.ts';

describe('release note', () => {
  const env = useTestSystem({ regions: ['US'] });
  const editor = env.operator({ menus: ['releaseNote'] });
  const db = () => env.regionDb();
  const rows = async () => (await db().select({ c: count() }).from(releaseNotes))[0].c;
  const save = (payload: { title: string; value: string }, lang: 'en' | 'zh' = 'en') =>
    env.call(contract.save, payload, { token: editor.token, lang });
  const info = () => env.call(contract.info, {}, { token: editor.token });

  it('is empty before the first save, then returns what was saved; a save replaces it and logs before and after', async () => {
    expect((await info()).body.data).toEqual({ releaseNote: null });

    const first = await save({ title: '  Release 2.4  ', value: '<h2>New</h2><p>Faster <strong>uploads</strong></p>' });
    expect(first.body.retCode).toBe(0);
    expect(first.body.data.releaseNote).toMatchObject({ title: 'Release 2.4', value: '<h2>New</h2><p>Faster <strong>uploads</strong></p>' });
    const second = await save({ title: 'Release 2.5', value: '<p>Bug fixes</p>' });
    expect(second.body.retCode).toBe(0);

    expect((await info()).body.data.releaseNote).toMatchObject({ title: 'Release 2.5', value: '<p>Bug fixes</p>' });
    expect(await rows()).toBe(1);
    const [, edit] = await auditEntries(db(), 'releaseNoteSave');
    expect(edit.detail.subject).toBe('Release 2.5');
    expect(edit.detail.changes).toEqual(expect.arrayContaining([
      { field: 'title', before: 'Release 2.4', after: 'Release 2.5' },
      { field: 'value', before: '<h2>New</h2><p>Faster <strong>uploads</strong></p>', after: '<p>Bug fixes</p>' },
    ]));
  });

  it('stores the content sanitized', async () => {
    const res = await save({ title: 'Sanitized', value: '<p onclick="x()">Hello</p><script>alert(1)</script><a href="javascript:x()">link</a>' });
    expect(res.body.retCode).toBe(0);
    expect((await info()).body.data.releaseNote!.value).toBe('<p>Hello</p><a rel="noopener noreferrer" target="_blank">link</a>');
  });

  it('refuses a missing title or content, and content with no text once sanitized, in both languages, writing nothing', async () => {
    await save({ title: 'Kept', value: '<p>kept</p>' });
    const noTitle = await save({ title: '   ', value: '<p>x</p>' });
    expect(noTitle.body.retCode).toBe(RetCode.InvalidParameters);
    expect((await save({ title: 'x', value: '' })).body.retCode).toBe(RetCode.InvalidParameters);
    const onlyScript = await save({ title: 'x', value: '<script>alert(1)</script><p></p>' });
    expect(onlyScript.body).toMatchObject({ retCode: RetCode.RichTextEmpty, msg: 'The content is empty (unsafe markup is removed before saving)' });
    const zh = await save({ title: 'x', value: '<img src=x onerror=alert(1)>' }, 'zh');
    expect(zh.body).toMatchObject({ retCode: RetCode.RichTextEmpty, msg: '内容为空（保存前会移除不安全的标记）' });
    expect((await info()).body.data.releaseNote).toMatchObject({ title: 'Kept', value: '<p>kept</p>' });
  });
});
