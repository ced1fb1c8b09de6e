import { useSyncExternalStore } from 'react';

const NARROW_WINDOW_PX = 1400;

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** Gap between the legend items of a ring: 5 when the window is narrower than 1400 px, else 10 (spec 1 §2). */
export function useLegendGap(): number {
  return useSyncExternalStore(subscribe, () => (window.innerWidth < NARROW_WINDOW_PX ? 5 : 10), () => 10);
}
