import type { HTMLAttributes } from 'react';
import { sanitizedPreview } from './preview.ts';

/** SanitizedHtml's content, loaded with DOMPurify when first shown. */
export default function SanitizedHtmlView({ html, ...rest }: Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & { html: string }) {
  return <div {...rest} dangerouslySetInnerHTML={{ __html: sanitizedPreview(html) }} />;
}
