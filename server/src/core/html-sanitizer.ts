import sanitizeHtml from 'sanitize-html';
import { RetCode, RICH_TEXT_TAGS } from '@gwn/contract';
import { ApiError } from './api-error.ts';

/**
 * Rich text as the console's editor writes it (the tags of RICH_TEXT_TAGS), made safe to store and to e-mail: the
 * formatting tags only, links limited to http(s) and mailto, no scripts, styles, event handlers or images
 * from elsewhere. Shared by every screen that keeps operator-written HTML (maintenance notice, bulletins).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitized rich text has any visible text (an editor's empty "<p></p>" has none). */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim().length > 0;
}

/**
 * Operator-written rich text as it is stored: sanitized, and refused (15050, naming the field) when nothing
 * visible is left, so a body of only unsafe markup is never saved as an empty one.
 */
export function storableRichText(html: string, field: string): string {
  const safe = sanitizeRichText(html);
  if (!hasVisibleText(safe)) throw new ApiError(RetCode.RichTextEmpty, { field });
  return safe;
}
