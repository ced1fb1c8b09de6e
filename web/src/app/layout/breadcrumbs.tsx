import { Breadcrumb, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../route-handle.ts';

const LABEL_STYLE = { maxWidth: 500 } as const;

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

/** One crumb per matched route with handle.crumb (spec 1 §2); the last is bold, long labels truncate with a tooltip. */
export function Breadcrumbs() {
  const crumbs = useCrumbs();

  const items = crumbs.map((c, i) => {
    const last = i === crumbs.length - 1;
    const text = (
      <Typography.Text strong={last} ellipsis={{ tooltip: c.label }} style={LABEL_STYLE}>
        {c.label}
      </Typography.Text>
    );
    return { key: c.id, title: last ? text : <Link to={c.path}>{text}</Link> };
  });
  return <Breadcrumb items={items} aria-label="breadcrumb" />;
}
