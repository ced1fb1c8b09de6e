import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { RegionSwitch } from './region-switch.tsx';
import { UserMenu } from './user-menu.tsx';

/** The top header (hidden when a host application embeds the console). */
export function AppHeader() {
  const { t } = useTranslation('common');
  return (
    <Layout.Header style={{ background: '#fff', paddingInline: 24, borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{t('appName')}</Typography.Title>
        <Flex gap={8} align="center">
          <RegionSwitch />
          <LanguageSwitch />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
