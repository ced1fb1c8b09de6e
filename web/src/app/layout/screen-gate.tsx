import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { permissionCodes, useMenuList } from '../../api/menus.ts';
import { isRouteHandle } from '../../lib/route-handle.ts';
import NoAccessPage from '../no-access-page.tsx';

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
      <Result status="warning" title={t('menusFailed')}
        extra={<Button onClick={() => void menus.refetch()}>{t('retry')}</Button>} />
    );
  }
  return permissionCodes(menus.data).includes(menuId) ? children : <NoAccessPage />;
}
