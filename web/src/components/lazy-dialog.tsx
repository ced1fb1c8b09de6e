import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spin } from 'antd';

/** A dialog component's props (generic dialogs included). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

interface DialogProps {
  /** Absent: the dialog is open while it is rendered (a screen that renders it only when needed). */
  open?: boolean;
}

/**
 * A dialog whose code loads when it first opens (issue #27): the forms, uploads and steps of a list screen's dialogs
 * are not part of what the screen loads to show its rows. Nothing is drawn until `open` is first true (a spinner over
 * the page while the code arrives); from then on the dialog stays mounted, so it closes, keeps its state and reopens
 * as before.
 *   const UploadDialog = lazyDialog(() => import('./upload-dialog.tsx').then((m) => m.UploadDialog));
 * A dialog that says whether it is open some other way (e.g. `user={null}` while closed) names it in `isOpen`:
 *   const DeleteDialog = lazyDialog(() => import('./delete-dialog.tsx').then((m) => m.DeleteDialog), (p) => p.user !== null);
 */
export function lazyDialog<C extends ComponentType<never>>(
  load: () => Promise<C>,
  isOpen: (props: PropsOf<C>) => boolean = (props) => (props as DialogProps).open !== false,
): C {
  // Typed as the dialog itself (generic dialogs stay generic); only what `isOpen` reads is read here.
  const Dialog = lazy(() => load().then((component) => ({ default: component as unknown as ComponentType<object> })));
  function LazyDialog(props: PropsOf<C>) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog {...(props as object)} />
      </Suspense>
    );
  }
  return LazyDialog as unknown as C;
}
