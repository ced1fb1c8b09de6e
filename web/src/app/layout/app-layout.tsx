import { Suspense, useLayoutEffect } from 'react';
import { App, Flex, Layout, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { isEmbedded } from '../../lib/host-bridge.ts';
import { useStored, writeStored } from '../../lib/session-storage.ts';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { QueryProvider } from '../providers.tsx';
import { CommandPalette } from '../../features/command-palette/command-palette.tsx';
import { BulletinBanner } from '../../features/bulletin/bulletin-banner.tsx';
import { AppHeader } from './app-header.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { RegionSwitch } from './region-switch.tsx';
import { ScreenGate } from './screen-gate.tsx';
import { SideMenu } from './side-menu.tsx';
import { useApiClientHandlers } from './use-api-client-handlers.ts';
import { Text } from '../../components/text/text.tsx';

/**
 * The signed-in shell (spec 1 §2), with the query cache, inside antd's App so screens can use App.useApp() for
 * message/notification/modal.
 */
export default function AppLayout() {
  return (
    <QueryProvider>
      <AntdProvider>
        <App>
          <Shell />
        </App>
      </AntdProvider>
    </QueryProvider>
  );
}

/**
 * Each screen opens at its top (issue 26): the page's scroll belongs to the screen left behind. Back and Forward
 * (POP) are left to the browser, which brings the earlier position back; a list's own changes (search, sort, page)
 * keep the pathname, so they keep the position too.
 */
function useScrollToTopPerScreen() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new screen moves the page: not a change of navigation type alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** Side menu, header, breadcrumb, content, footer. */
function Shell() {
  const { t } = useTranslation(['shell', 'common']);
  useApiClientHandlers();
  useScrollToTopPerScreen();
  // Collapsed by the operator (the trigger under the menu) or by a narrow window (breakpoint); the choice is remembered.
  const collapsed = useStored('menuCollapsed') === '1';
  const setCollapsed = (value: boolean) => writeStored('menuCollapsed', value ? '1' : null);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The menu stays in view while a long screen scrolls (issue 26): the window's height, and its own scroll above the
          collapse trigger (`.app-sider` in global.css), so the last entry never hides under the trigger. */}
      <Layout.Sider
        className="app-sider" aria-label={t('sideMenu')} width={232} breakpoint="lg" collapsedWidth={64} style={{ position: 'sticky', top: 0, height: '100vh' }}
        collapsible collapsed={collapsed} onCollapse={setCollapsed}
      >
        <Text strong style={{ display: 'block', color: '#fff', padding: '20px 0', textAlign: 'center', whiteSpace: 'nowrap' }}>
          {collapsed ? 'GWN' : 'GWN Cloud'}
        </Text>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        {!isEmbedded() && <AppHeader />}
        <Layout.Content style={{ padding: '16px 24px' }}>
          {/* Embedded, the host draws the header (user, language) but the region is still ours to switch. */}
          <Flex justify="space-between" align="center">
            <Breadcrumbs />
            {isEmbedded() && <Flex gap={8}><CommandPalette /><RegionSwitch /></Flex>}
          </Flex>
          {/* antd's Layout.Content is the page's one <main> landmark (issue 26): this is a plain box inside it. */}
          <div style={{ marginTop: 16 }}>
            <BulletinBanner />
            <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
              <ScreenGate><Outlet /></ScreenGate>
            </Suspense>
          </div>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          {t('footer', { year: new Date().getFullYear(), app: t('common:appName') })}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
