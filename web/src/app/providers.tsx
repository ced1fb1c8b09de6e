import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Business errors are answers, not flaky networks: retrying them only delays the message.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/**
 * What every page shares. Ant Design's provider (locale, theme) is NOT here: it comes with the shell and
 * the public pages (components/antd-provider.tsx), so the sign-in page ships no antd code up front (spec budget for /login).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
