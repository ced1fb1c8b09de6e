/**
 * The tags operator-written rich text may keep (maintenance notices, the system bulletin, release notes): what the
 * console's editor writes, plus the headings, quotes and code that earlier content was written with. The services
 * store nothing else (server/src/core/html-sanitizer.ts); the console's editor and previews keep nothing else either,
 * so what an operator sees before saving is what is stored. Only a link keeps an attribute (its href).
 */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'hr', 'a', 'span',
] as const;
