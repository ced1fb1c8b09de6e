import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../i18n/index.ts';

/** Ant Design's texts (pagination, empty, dates) follow the console language; one theme for the console. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = resolveLanguage(i18n.language) === 'zh-CN' ? zhCN : enUS;
  return (
    // autoInsertSpace off: Chinese button labels read exactly as written (antd would turn 登录 into 登 录).
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1668dc' } }} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
