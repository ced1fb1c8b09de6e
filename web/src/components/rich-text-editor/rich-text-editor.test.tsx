import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../i18n/index.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

await i18next.loadNamespaces('richText');

/** The editor in a parent that keeps its value, as a form item does, with a button that sets it from outside. */
function Harness({ initial = '', replacement = '' }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} aria-label="Body" placeholders={[{ token: '{{start}}', label: 'start time' }]} />
      <button type="button" onClick={() => setHtml(replacement)}>Replace</button>
      <output data-testid="value">{html}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const editor = () => screen.getByRole('textbox', { name: 'Body' });
/** The caret at the start or end of a node's content, as a click there puts it (user-event's arrows need a layout). */
function caretIn(node: Node, at: 'start' | 'end') {
  const range = document.createRange();
  range.selectNodeContents(node);
  range.collapse(at === 'start');
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
}

// The toolbar's commands are the browser's (editing.ts), which jsdom lacks: e2e/journeys/bulletin.spec.ts drives them in Chromium.
describe('rich-text editor', () => {
  it('shows the HTML it is given and sends what is typed as stored HTML', async () => {
    render(<Harness initial="<p>Upgrade <strong>tonight</strong></p>" />);
    expect(editor()).toHaveAttribute('contenteditable', 'true');
    expect(editor().innerHTML).toBe('<p>Upgrade <strong>tonight</strong></p>');
    // Untouched, the value stays as given.
    expect(value()).toBe('<p>Upgrade <strong>tonight</strong></p>');

    const typedInto = editor().querySelector('strong')!.firstChild;
    editor().focus();
    caretIn(editor().querySelector('strong')!, 'end');
    await userEvent.keyboard(' at ten');
    await waitFor(() => expect(value()).toBe('<p>Upgrade <strong>tonight at ten</strong></p>'));
    // The form echoing the value back leaves the document, and so the caret, alone.
    expect(editor().querySelector('strong')!.firstChild).toBe(typedInto);
  });

  it('shows what it is given as the tags it stores, whatever a browser or an older editor wrote', () => {
    render(<Harness initial={'<div style="color:red"><b>Bold</b> and <i>italic</i></div>'} />);
    expect(editor().innerHTML).toBe('<p><strong>Bold</strong> and <em>italic</em></p>');
  });

  it('starts an empty document as a paragraph and sends "" once its text is gone', async () => {
    render(<Harness />);
    expect(editor().innerHTML).toBe('<p><br></p>');
    editor().focus();
    caretIn(editor().querySelector('p')!, 'start');
    await userEvent.keyboard('Hi');
    await waitFor(() => expect(value()).toBe('<p>Hi</p>'));
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(value()).toBe(''));
  });

  it('replaces its document when the value is set from outside, showing no active content', async () => {
    render(<Harness initial="<p>Old</p>" replacement={'<p>New</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(editor()).toHaveTextContent('New'));
    expect(editor().querySelector('img, script, [onerror]')).toBeNull();
    expect(editor()).not.toHaveTextContent('Old');
  });

  it('inserts a placeholder at the end of the text when the editor was not clicked first', async () => {
    for (const [initial, expected] of [
      ['<p>Starts at </p>', '<p>Starts at {{start}}</p>'],
      ['<ul><li>one</li></ul>', '<ul><li>one{{start}}</li></ul>'],
      ['', '<p>{{start}}</p>'],
    ]) {
      const { unmount } = render(<Harness initial={initial} />);
      await userEvent.click(screen.getByRole('button', { name: 'Insert start time' }));
      await waitFor(() => expect(value()).toBe(expected));
      unmount();
    }
  });

  it('names its toolbar in the operator\'s language', async () => {
    render(<Harness />);
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Undo', 'Redo']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });
});
