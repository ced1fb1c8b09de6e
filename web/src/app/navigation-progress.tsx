import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * The thin bar at the top of the window while a route's code or its guard loads (react-router's navigation state):
 * it creeps towards the right while loading, fills and fades once done. Drawn by CSS (global.css,
 * `.navigation-progress`); it replaced nprogress, which was 2.5 kB gzip on every route (issue #27).
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [wasLoading, setWasLoading] = useState(loading);
  const [finishing, setFinishing] = useState(false);
  // Adjusted while rendering, as React advises for state that follows an input: a load that ends starts the fill.
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setFinishing(!loading);
  }
  useEffect(() => {
    if (!finishing) return undefined;
    const rest = window.setTimeout(() => setFinishing(false), 600);
    return () => window.clearTimeout(rest);
  }, [finishing]);
  const phase = loading ? 'loading' : finishing ? 'done' : 'idle';
  return <div className="navigation-progress" data-phase={phase} aria-hidden="true" />;
}
