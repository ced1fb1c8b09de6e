import DOMPurify from 'dompurify';

/** Operator-written HTML made safe to show in the console (the service sanitizes again before storing it). */
export function sanitizedPreview(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'img', 'form', 'input'], FORBID_ATTR: ['style'] });
}
