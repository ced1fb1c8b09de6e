import { sanitizedPreview } from '../../components/rich-text-editor/index.ts';

/** Operator-written HTML shown in the console, always through DOMPurify (the service has sanitized it too). */
export function RichTextPreview({ html, testId }: { html: string; testId: string }) {
  return (
    <div className="rich-text-preview" data-testid={testId} style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '8px 12px' }}
      dangerouslySetInnerHTML={{ __html: sanitizedPreview(html) }} />
  );
}

/** Whether editor HTML has any text (the editor's empty document is ""; markup alone is no content). */
export const hasText = (html: string | undefined) => Boolean(html?.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim());
