import { describe, expect, it } from 'vitest';
import { storableRichText } from '../../core/html-sanitizer.ts';
import { noticeMail } from './notice-mail.ts';

const content = (html: string) => ({
  subject: 'Planned maintenance', html: storableRichText(html, 'html'),
  startMs: Date.UTC(2026, 11, 1, 2), endMs: Date.UTC(2026, 11, 1, 4), timezone: 'UTC',
});
const textOf = (html: string) => noticeMail(content(html), 'someone@example.test', null).text ?? '';

describe('the plain-text part of a notice e-mail', () => {
  it('keeps where each link goes, after its words', () => {
    const text = textOf('<p>Status: <a href="https://status.example.com/gwn?from=mail&amp;lang=en">status page</a></p>');
    expect(text).toContain('Status: status page (https://status.example.com/gwn?from=mail&lang=en)');
  });

  it('writes a link whose words are its address once, and a mail link as the address', () => {
    expect(textOf('<p>See <a href="https://status.example.com/">https://status.example.com/</a>.</p>'))
      .toContain('See https://status.example.com/.');
    expect(textOf('<p>Questions: <a href="mailto:noc@example.com">write to us</a> or <a href="mailto:noc@example.com">noc@example.com</a></p>'))
      .toContain('Questions: write to us (noc@example.com) or noc@example.com');
  });

  it('keeps the rest of the text as it was: blocks on their own lines, entities decoded', () => {
    const text = textOf('<p>Fish &amp; chips &lt;3</p><ul><li>one</li><li>two</li></ul>');
    expect(text).toMatch(/^Fish & chips <3\none\ntwo\n\nMaintenance window/);
  });
});
