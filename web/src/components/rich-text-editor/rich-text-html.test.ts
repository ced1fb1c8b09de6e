import { describe, expect, it } from 'vitest';
import { editorHtml, safeRichText } from './rich-text-html.ts';
import { hasVisibleText } from './visible-text.ts';

/** An editor's content as a browser leaves it after editing. */
function edited(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the HTML an edited document is stored as', () => {
  it('names bold and italic by their meaning and makes browser lines paragraphs', () => {
    expect(editorHtml(edited('<p>Faster uploads and <b>fewer clicks</b></p><div>and <i>less</i> waiting</div>')))
      .toBe('<p>Faster uploads and <strong>fewer clicks</strong></p><p>and <em>less</em> waiting</p>');
  });

  it('keeps what earlier content was written with: headings, quotes, code, struck text, lists, rules', () => {
    const stored = '<h2>Release</h2><blockquote><p>quoted</p></blockquote><pre><code>npm ci</code></pre>'
      + '<p><s>old</s> <u>new</u></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><hr>';
    expect(editorHtml(edited(stored))).toBe(stored);
  });

  it('drops styles, classes and pasted wrappers, keeping their text and a link\'s address', () => {
    const pasted = '<p class="MsoNormal" style="color:red"><span style="font-weight:700">Big</span> <font face="Arial">news</font>'
      + ' <a href="https://example.test/x" onclick="steal()" style="color:blue">here</a></p><table><tr><td>cell</td></tr></table>';
    expect(editorHtml(edited(pasted)))
      .toBe('<p>Big news <a href="https://example.test/x" target="_blank" rel="noopener noreferrer">here</a></p><p>cell</p>');
  });

  it('lifts a list out of the paragraph a browser left it in, and a pasted box\'s paragraphs out of it', () => {
    // Made as Chromium's list command leaves it: markup cannot say it, the parser would close the paragraph first.
    const listed = edited('<p>First</p><p></p>');
    listed.lastElementChild!.append(Object.assign(document.createElement('ul'), { innerHTML: '<li>one</li>' }));
    expect(listed.innerHTML).toBe('<p>First</p><p><ul><li>one</li></ul></p>');
    expect(editorHtml(listed)).toBe('<p>First</p><ul><li>one</li></ul>');
    expect(editorHtml(edited('<div><p>a</p><p>b</p></div><blockquote><div><div>c</div></div></blockquote>')))
      .toBe('<p>a</p><p>b</p><blockquote><p>c</p></blockquote>');
  });

  it('leaves out formatting around nothing', () => {
    expect(editorHtml(edited('<p>Text<b></b><strong><i></i></strong></p><ul><li><b></b></li></ul>'))).toBe('<p>Text</p><ul><li></li></ul>');
  });

  it('puts text typed at the top level in a paragraph', () => {
    expect(editorHtml(edited('first line<br><b>bold</b><p>second</p>tail'))).toBe('<p>first line<br><strong>bold</strong></p><p>second</p><p>tail</p>');
  });

  it('leaves out the line break a browser keeps at the end of a line, not one between lines', () => {
    expect(editorHtml(edited('<p>one<br>two<br></p><p><br></p><ul><li>item<br></li></ul>'))).toBe('<p>one<br>two</p><p></p><ul><li>item</li></ul>');
  });

  it('is "" for a document without text, whatever markup is left', () => {
    for (const empty of ['', '<p><br></p>', '<br>', '<ul><li></li></ul>', '<p>&nbsp; </p>', '<hr>']) expect(editorHtml(edited(empty))).toBe('');
  });

  it('leaves the editor\'s own content as it was', () => {
    const root = edited('<div style="color:red"><b>x</b></div>');
    editorHtml(root);
    expect(root.innerHTML).toBe('<div style="color:red"><b>x</b></div>');
  });
});

/** Markup meant to run script when shown, each as a stored body or a paste could bring it. */
const ATTACKS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"><circle></circle></svg>',
  '<a href="javascript:window.__xss=4">click</a>',
  '<a href=" JaVa\tScRiPt:window.__xss=4">tab</a>',
  '<a href="data:text/html,<script>window.__xss=4</script>">data</a>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss=6)" onclick="window.__xss=6">styled</p>',
  // Markup that parses into something else once shown, the way sanitizers have been bypassed (mutation XSS).
  '<svg><p><style><img src=x onerror="window.__xss=7"></style></p></svg>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=window.__xss=8&gt;">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=9>"></noscript>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=10>',
  '<template><img src=x onerror="window.__xss=11"></template><textarea><img src=x onerror="window.__xss=12"></textarea>',
  '<!--><img src=x onerror="window.__xss=13">-->',
  '<object data="javascript:window.__xss=14"></object><embed src="javascript:window.__xss=15">',
];

describe('HTML from elsewhere, made safe to show', () => {
  it.each(ATTACKS)('shows %s with nothing that runs, whether shown once or shown again', (attack) => {
    const once = safeRichText(`<p>Notice</p>${attack}`);
    // Shown in the live page, then read back and shown again: the markup must not turn into anything else.
    for (const html of [once, safeRichText(once)]) {
      const shown = document.createElement('div');
      shown.innerHTML = html;
      expect(shown.querySelectorAll('script, style, img, svg, math, iframe, object, embed, template, textarea, noscript, form')).toHaveLength(0);
      for (const element of shown.querySelectorAll('*')) {
        const attributes = [...element.attributes].map((a) => a.name);
        expect(attributes.filter((a) => !['href', 'target', 'rel'].includes(a))).toEqual([]);
        expect(element.getAttribute('href') ?? 'https:').toMatch(/^(https?|mailto):/i);
      }
      expect(shown).toHaveTextContent('Notice');
    }
    expect(safeRichText(once)).toBe(once);
  });

  it('keeps the stored tags and a link\'s web or mail address, which opens in a tab of its own', () => {
    expect(safeRichText('<h3>Title</h3><p>See <a href="mailto:ops@example.test" title="x">us</a></p>'))
      .toBe('<h3>Title</h3><p>See <a href="mailto:ops@example.test" target="_blank" rel="noopener noreferrer">us</a></p>');
  });

  it('shows a script\'s or a style\'s text as nothing, and other unknown tags\' text as text', () => {
    expect(safeRichText('<style>p{}</style><script>x()</script><section><b>Kept</b> text</section>')).toBe('<p><strong>Kept</strong> text</p>');
  });
});

describe('visible text', () => {
  it('counts text, not tags or spaces', () => {
    expect(hasVisibleText('<p>a</p>')).toBe(true);
    expect(hasVisibleText('<p> &nbsp;</p><hr>')).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
  });
});
