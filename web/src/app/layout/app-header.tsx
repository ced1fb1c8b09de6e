import { Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ThemeSwitch } from '../../components/theme-switch.tsx';
import { CommandPalette } from '../../features/command-palette/command-palette.tsx';
import { RegionSwitch } from './region-switch.tsx';
import { UserMenu } from './user-menu.tsx';
import { Title } from '../../components/text/text.tsx';

/** The top header (hidden when a host application embeds the console). */
export function AppHeader() {
  const { t } = useTranslation('common');
  // The theme's colours, not fixed white: the header follows the dark theme.
  const { token } = theme.useToken();
  return (
    <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 24, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Title level={4} style={{ margin: 0 }}>{t('appName')}</Title>
        <Flex gap={8} align="center">
          <CommandPalette />
          <RegionSwitch />
          <LanguageSwitch />
          <ThemeSwitch />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
