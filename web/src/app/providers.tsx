import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../i18n/index.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Business errors are answers, not flaky networks: retrying them only delays the message.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/**
 * Ant Design's texts (pagination, empty, dates) follow the console language. antd's <App> (message,
 * notification, modal hooks) is provided by the signed-in shell, not here, to keep /login small.
 */
function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = resolveLanguage(i18n.language) === 'zh-CN' ? zhCN : enUS;
  return (
    // autoInsertSpace off: Chinese button labels read exactly as written (antd would turn 登录 into 登 录).
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1668dc' } }} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>{children}</LocaleProvider>
    </QueryClientProvider>
  );
}
