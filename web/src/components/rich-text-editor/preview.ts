import DOMPurify from 'dompurify';
import { RICH_TEXT_TAGS } from '@gwn/contract/console';

/**
 * Operator-written HTML made safe to show in the console: the tags the services store (RICH_TEXT_TAGS) and a link's
 * address, nothing else. The service sanitizes again before storing it.
 */
export function sanitizedPreview(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR: ['href', 'target', 'rel'] });
}
