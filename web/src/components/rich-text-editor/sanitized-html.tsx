import type { HTMLAttributes } from 'react';
import { safeRichText } from './rich-text-html.ts';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & { html: string };

/** Operator-written HTML shown in the console: the stored tags alone (rich-text-html.ts; the service sanitizes it too). */
export function SanitizedHtml({ html, ...box }: Props) {
  return <div {...box} dangerouslySetInnerHTML={{ __html: safeRichText(html) }} />;
}
