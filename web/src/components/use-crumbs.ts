import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../lib/route-handle.ts';

/** The labels of the matched routes with handle.crumb, outermost first: the breadcrumbs, and the screen's title (the last). */
export function useCrumbs() {
  const matches = useMatches();
  const location = useLocation();
  const keys = matches.flatMap((m) => (isRouteHandle(m.handle) && typeof m.handle.crumb === 'string' ? [m.handle.crumb] : []));
  // Crumb keys may live in a screen's own namespace ("ns:key"); load those too.
  const { t } = useTranslation([...new Set(['menu', ...keys.map((k) => (k.includes(':') ? k.split(':')[0] : 'common'))])]);

  const crumbs = matches.flatMap((m) => {
    if (!isRouteHandle(m.handle) || !m.handle.crumb) return [];
    const label = typeof m.handle.crumb === 'function' ? m.handle.crumb(location, t) : t(m.handle.crumb);
    return label ? [{ id: m.id, label, path: m.pathname }] : [];
  });
  return crumbs;
}
