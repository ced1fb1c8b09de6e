import { describe, expect, it } from 'vitest';
import { formatInTimezone, maintenanceNotice, releaseNote, systemBulletin } from '@gwn/contract';
import { useTestSystem } from './test-system.ts';
import { executableMarkupIn, XSS_CORPUS } from './xss-corpus.ts';


/** Each payload after a line of visible text, so the service stores it instead of refusing empty content. */
const withText = (payload: string, i: number) => `<p>Corpus entry ${i}</p>${payload}`;

/**
 * The stored-XSS corpus through every endpoint that keeps operator-written HTML: what the service answers and
 * what it answers on the next read hold no markup that could run (checked against an allowlist of inert tags).
 */
describe('stored XSS corpus', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const expectInert = (html: string, payload: string) => expect(executableMarkupIn(html), payload).toEqual([]);

  it('the checker itself flags executable markup', () => {
    expect(executableMarkupIn('<p>ok</p><a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>')).toEqual([]);
    for (const payload of ['<script>x</script>', '<p onclick="x">', '<a href="javascript:x">', '<svg onload=x>', '<p style="x">']) {
      expect(executableMarkupIn(payload), payload).not.toEqual([]);
    }
  });

  it('release note', async () => {
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const saved = await env.call(releaseNote.save, { title: `XSS ${i}`, value: withText(payload, i) }, { token: admin.token });
      expect(saved.body.retCode, payload).toBe(0);
      expectInert(saved.body.data.releaseNote.value, payload);
      expectInert((await env.call(releaseNote.info, {}, { token: admin.token })).body.data.releaseNote!.value, payload);
    }
  }, 120_000);

  it('system bulletin, as its editor and the shell read it', async () => {
    const at = (offsetMs: number) => formatInTimezone(Date.now() + offsetMs, 'Etc/GMT');
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const saved = await env.call(systemBulletin.save, {
        title: `XSS ${i}`, description: payload, timezone: 'Etc/GMT', startTime: at(-3_600_000), endTime: at(3_600_000), value: withText(payload, i),
      }, { token: admin.token });
      expect(saved.body.retCode, payload).toBe(0);
      expectInert(saved.body.data.systemBulletin.value, payload);
      const shown = (await env.call(systemBulletin.current, {}, { token: admin.token })).body.data.systemBulletin;
      expectInert(shown!.value, payload);
    }
  }, 120_000);

  it('maintenance notice body', async () => {
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const submitted = await env.call(maintenanceNotice.submit, {
        start: Date.UTC(2026, 11, 1, 1), end: Date.UTC(2026, 11, 1, 3), timezone: 'UTC', subject: `XSS ${i}`,
        html: withText(payload, i), popTips: 1, recipientMode: -1, emails: [], regionSelect: ['US'],
      }, { token: admin.token });
      expect(submitted.body.retCode, payload).toBe(0);
      expectInert(submitted.body.data.notice.html, payload);
      expectInert((await env.call(maintenanceNotice.read, {}, { token: admin.token })).body.data.notice!.html, payload);
    }
  }, 120_000);
});
