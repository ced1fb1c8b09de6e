import { RICH_TEXT_TAGS } from '@gwn/contract/console';
import { hasVisibleText } from './visible-text.ts';

/**
 * Operator-written HTML as the console shows it and as its editor sends it: the tags the services store
 * (RICH_TEXT_TAGS) and nothing else. One walk serves both, so a preview shows what will be stored.
 *
 * It is safe to show because the markup is parsed in an inert document (nothing runs or loads there) and only
 * HTML elements of a fixed list of formatting tags come out, with no attribute but a link's http(s) or mailto address
 * (and its target and rel).
 * No raw-text, form or foreign (SVG, MathML) element is kept, so the output cannot parse into anything else when it
 * is shown. The services sanitize again before storing (server/src/core/html-sanitizer.ts).
 */

/** What a browser's editing writes, as the tags stored: bold and italic by their meaning, lines as paragraphs. */
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', DIV: 'p' };
const KEPT = new Set<string>(RICH_TEXT_TAGS.filter((tag) => tag !== 'span').map((tag) => tag.toUpperCase()));
/** Elements whose content is no text to show: left out with everything in them. Other elements give up their text. */
const LEFT_OUT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'NOEMBED',
  'NOFRAMES', 'TEXTAREA', 'SELECT', 'TITLE', 'HEAD', 'CANVAS', 'AUDIO', 'VIDEO']);
/** Tags that only format the text inside them. */
const FORMATTING = new Set(['STRONG', 'EM', 'U', 'S', 'STRIKE', 'CODE', 'A']);
/** What a paragraph holds: text, line breaks and formatting; these at the top level are put in one. */
const INLINE = new Set(['#text', 'BR', ...FORMATTING]);
/** Blocks a paragraph cannot hold: a browser turning an empty paragraph into a list leaves <p><ul>…</ul></p>. */
const BLOCKS = new Set(['P', 'UL', 'OL', 'PRE', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4', 'HR']);
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** HTML from elsewhere (the service, a paste) made safe to show and to edit. */
export function safeRichText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  return cleaned(body);
}

/**
 * The editor's document as the HTML it sends, "" when it has no text. Browsers edit with <b>, <i>, <div> and styled
 * <span>s; the form receives the stored tags. The editor's own content is left as it is.
 */
export function editorHtml(root: HTMLElement): string {
  const html = cleaned(root.cloneNode(true) as HTMLElement);
  return hasVisibleText(html) ? html : '';
}

function cleaned(container: HTMLElement): string {
  removeComments(container);
  // Deepest first, so an element's children are clean before it is renamed or unwrapped.
  for (const element of [...container.querySelectorAll('*')].reverse()) cleanElement(element);
  wrapLooseText(container);
  // A line break closing a block draws nothing: it is the browser's stand-in that keeps an empty line open.
  for (const br of container.querySelectorAll('br')) if (br === br.parentNode?.lastChild) br.remove();
  return container.innerHTML;
}

function cleanElement(element: Element): void {
  const name = element.tagName.toUpperCase();
  if (element.namespaceURI !== HTML_NAMESPACE || LEFT_OUT.has(name)) {
    element.remove();
    return;
  }
  const renamed = RENAMED[name];
  const becomes = (renamed ?? name).toUpperCase();
  // Bold turned on and off with nothing typed leaves an empty <b>: it shows nothing.
  if (FORMATTING.has(becomes) && !element.hasChildNodes()) {
    element.remove();
    return;
  }
  const paragraphOfBlocks = becomes === 'P' && [...element.children].some((child) => BLOCKS.has(child.tagName));
  if (paragraphOfBlocks || renamed || !KEPT.has(name)) {
    const replacement = renamed && !paragraphOfBlocks ? element.ownerDocument.createElement(renamed) : element.ownerDocument.createDocumentFragment();
    replacement.append(...element.childNodes);
    element.replaceWith(replacement);
    return;
  }
  const href = name === 'A' ? safeLink(element.getAttribute('href')) : null;
  for (const { name: attribute } of [...element.attributes]) element.removeAttribute(attribute);
  // It opens in a tab of its own, as in the e-mails (the service's sanitizer adds the same).
  if (href) for (const [attribute, value] of [['href', href], ['target', '_blank'], ['rel', 'noopener noreferrer']]) element.setAttribute(attribute, value);
}

/** A link's address when it opens a web page or an e-mail, as the service keeps it; null for javascript: and the like. */
function safeLink(href: string | null): string | null {
  if (!href) return null;
  try {
    return LINK_SCHEMES.has(new URL(href, 'https://console.invalid/').protocol) ? href : null;
  } catch {
    return null;
  }
}

function removeComments(container: HTMLElement): void {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
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
