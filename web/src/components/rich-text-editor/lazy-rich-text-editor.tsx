import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditor as EagerEditor } from './rich-text-editor.tsx';

/** The editor (with DOMPurify, ~15 kB gzip) is fetched when a form shows it, not with the screen. */
const Editor = lazy(() => import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })));

export function RichTextEditor(props: ComponentProps<typeof EagerEditor>) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 160 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
