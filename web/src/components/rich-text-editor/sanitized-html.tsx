import { useMemo, type HTMLAttributes } from 'react';
import { safeRichText } from './rich-text-html.ts';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & { html: string };

/** Operator-written HTML shown in the console: the stored tags alone (rich-text-html.ts; the service sanitizes it too). */
export function SanitizedHtml({ html, ...box }: Props) {
  // The walk parses the HTML: only again when it changes, not on every redraw of a form around the preview.
  const safe = useMemo(() => safeRichText(html), [html]);
  return <div {...box} dangerouslySetInnerHTML={{ __html: safe }} />;
}
