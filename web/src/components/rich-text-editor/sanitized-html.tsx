import { lazy, Suspense, type HTMLAttributes } from 'react';

const View = lazy(() => import('./sanitized-html-view.tsx'));

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'> & { html: string };

/**
 * Operator-written HTML shown in the console, through DOMPurify (the service sanitizes it too). DOMPurify loads with
 * the first one shown (issue #27): the form screens show a preview only once there is text, and the editor they
 * preview loads lazily too. Until then, the same box, empty.
 */
export function SanitizedHtml({ html, ...box }: Props) {
  return (
    <Suspense fallback={<div {...box} />}>
      <View html={html} {...box} />
    </Suspense>
  );
}
