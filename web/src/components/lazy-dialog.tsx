import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spin } from 'antd';

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
 */
export function lazyDialog<C extends ComponentType<never>>(load: () => Promise<C>): C {
  // Typed as the dialog itself (generic dialogs stay generic); only `open` is read here.
  const Dialog = lazy(() => load().then((component) => ({ default: component as unknown as ComponentType<DialogProps> })));
  function LazyDialog(props: DialogProps) {
    const isOpen = props.open !== false;
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog as unknown as C;
}
