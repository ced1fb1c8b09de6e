import { Alert, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '@gwn/contract/console';
import { useMenuList, visibleMenus } from '../../api/menus.ts';
import { errorText } from '../../api/api-error.ts';
import { EmptyState } from '../../components/empty-state/empty-state.tsx';
import { useCurrentRegion, useStored } from '../../lib/session-storage.ts';
import { Panel } from '../../components/panel/panel.tsx';
import { Paragraph, Text, Title } from '../../components/text/text.tsx';

/** Screens the operator can open: the leaves of their visible menu tree, except this page. */
function screensOf(menus: MenuItem[]): MenuItem[] {
  return menus.flatMap((m) => (m.children.length ? screensOf(m.children) : [m])).filter((m) => m.menuId !== 'welcome');
}

/** Landing page after sign-in: a greeting, the current region and a card per screen the operator may open. */
export default function WelcomePage() {
  const { t } = useTranslation(['welcome', 'menu', 'common']);
  const name = useStored('mainName');
  const region = useCurrentRegion();
  const { data, isPending, error } = useMenuList();
  const screens = screensOf(visibleMenus(data ?? []));

  return (
    <>
      <Title level={3}>{t('greeting', { name })}</Title>
      <Paragraph type="secondary">
        {t('region', { region: region ? t(`common:region.${region}`) : '—' })}
      </Paragraph>
      {isPending && <Skeleton active />}
      {error && <Alert type="error" showIcon title={errorText(error)} />}
      {!isPending && !error && screens.length === 0 && <EmptyState description={t('noScreens')} />}
      <Row gutter={[16, 16]}>
        {screens.map((m) => (
          <Col key={m.menuId} xs={24} sm={12} lg={8} xl={6}>
            <Link to={m.route} style={{ display: 'block', height: '100%' }}>
              <Panel hoverable title={t(`menu:${m.menuId}`)} style={{ height: '100%' }}>
                <Text type="secondary">{t(`describe.${m.menuId}`, { defaultValue: t('open') })}</Text>
              </Panel>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
