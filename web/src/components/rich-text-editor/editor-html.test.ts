import { describe, expect, it } from 'vitest';
import { editorHtml } from './editor-html.ts';
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
    expect(editorHtml(edited(pasted))).toBe('<p>Big news <a href="https://example.test/x">here</a></p><p>cell</p>');
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

describe('visible text', () => {
  it('counts text, not tags or spaces', () => {
    expect(hasVisibleText('<p>a</p>')).toBe(true);
    expect(hasVisibleText('<p> &nbsp;</p><hr>')).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
  });
});
