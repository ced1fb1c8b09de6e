import { useEffect, type RefObject } from 'react';

/** Calls `close` when a pointer goes down outside `root` while `open` (a popup's "click elsewhere closes it"). */
export function useOutsideClick(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, root, close]);
}
