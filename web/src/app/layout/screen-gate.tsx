import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { permissionCodes, useMenuList } from '../../api/menus.ts';
import { isRouteHandle } from '../../lib/route-handle.ts';

/** Its own chunk: antd's Result and its illustrations (~13 kB gzip) stay out of the shell for a page seldom seen (issue 27). */
const NoAccessPage = lazy(() => import('../no-access-page.tsx'));

/** The menu a screen belongs to: the deepest route naming one (routes.tsx `handle.menuId`). */
function useScreenMenuId(): string | undefined {
  return useMatches().flatMap((m) => (isRouteHandle(m.handle) && m.handle.menuId ? [m.handle.menuId] : [])).at(-1);
}

/**
 * Renders a screen only once the operator's menu list is known and grants it; otherwise the no-access page.
 * So an address outside one's menu (typed, bookmarked, handed over) never renders a screen whose calls would
 * be refused, and a role narrowed while the screen is open replaces it as soon as the menu list changes.
 */
export function ScreenGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const menuId = useScreenMenuId();
  const menus = useMenuList();
  if (menuId === undefined) return children;
  if (menus.data === undefined) {
    if (!menus.isError) return <Spin style={{ display: 'block', marginTop: 80 }} />;
    return (
      <Alert type="warning" showIcon style={{ margin: '80px auto 0', maxWidth: 560 }} title={t('menusFailed')}
        action={<Button onClick={() => void menus.refetch()}>{t('retry')}</Button>} />
    );
  }
  if (permissionCodes(menus.data).includes(menuId)) return children;
  return <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}><NoAccessPage /></Suspense>;
}
