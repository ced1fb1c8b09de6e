import { RICH_TEXT_TAGS } from '@gwn/contract/console';
import { hasVisibleText } from './visible-text.ts';

/** What a browser's editing writes, as the tags the services store: bold and italic by their meaning, lines as paragraphs. */
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', DIV: 'p' };
const KEPT = new Set<string>(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
/** Tags a block holds; text or these at the top level are wrapped in a paragraph. */
const INLINE = new Set(['#text', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'STRIKE', 'CODE', 'A', 'SPAN']);

/**
 * The editor's document as the HTML it stores, "" when it has no text. Browsers edit with <b>, <i>, <div>, styled
 * <span>s and whatever a paste brought; the form receives the same markup the services keep and the preview shows:
 * tags renamed to their meaning, others unwrapped to their content, attributes dropped but a link's address, loose
 * text at the top in paragraphs, and no line break closing a block.
 */
export function editorHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of [...copy.querySelectorAll('*')].reverse()) cleanElement(element);
  wrapLooseText(copy);
  // A line break closing a block draws nothing: it is the browser's stand-in that keeps an empty line open.
  for (const br of copy.querySelectorAll('br')) if (br === br.parentNode?.lastChild) br.remove();
  const html = copy.innerHTML;
  return hasVisibleText(html) ? html : '';
}

function cleanElement(element: Element): void {
  const renamed = RENAMED[element.tagName];
  if (renamed) {
    const replacement = element.ownerDocument.createElement(renamed);
    replacement.append(...element.childNodes);
    element.replaceWith(replacement);
    return;
  }
  if (!KEPT.has(element.tagName) || element.tagName === 'SPAN') {
    element.replaceWith(...element.childNodes);
    return;
  }
  for (const { name } of [...element.attributes]) {
    if (!(element.tagName === 'A' && name === 'href')) element.removeAttribute(name);
  }
}

function wrapLooseText(root: HTMLElement): void {
  let paragraph: HTMLElement | null = null;
  for (const node of [...root.childNodes]) {
    if (!INLINE.has(node.nodeName)) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
      paragraph = root.ownerDocument.createElement('p');
      node.before(paragraph);
    }
    paragraph.append(node);
  }
}
