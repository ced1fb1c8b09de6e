import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Business errors are answers, not flaky networks: retrying them only delays the message.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The console's one query cache, for the pages that query: the signed-in shell (layout/app-layout.tsx) and the public
 * pages (public-layout.tsx). It is not at the root: the sign-in page queries nothing, so it loads no TanStack Query
 * (~10 kB gzip, issue #27). Where a cache is already provided (a test's own), that one is kept. Ant Design's provider
 * (locale, theme) is not at the root either: it comes with the shell and the public pages that use antd
 * (components/antd-provider.tsx).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={(shared ??= createQueryClient())}>{children}</QueryClientProvider>;
}
