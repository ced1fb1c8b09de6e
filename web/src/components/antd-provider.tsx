import type { ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../i18n/index.ts';
import { useTheme } from '../lib/theme.ts';

/** Ant Design's texts (pagination, empty, dates) follow the console language; light or dark as the operator's theme says. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { theme } = useTheme();
  const locale = resolveLanguage(i18n.language) === 'zh-CN' ? zhCN : enUS;
  const algorithm = theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return (
    // autoInsertSpace off: Chinese button labels read exactly as written (antd would turn 登录 into 登 录).
    <ConfigProvider locale={locale} theme={{ algorithm, token: { colorPrimary: '#1668dc' } }} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
