import { Outlet } from 'react-router';
import { QueryProvider } from './providers.tsx';

/**
 * The public pages (routes.tsx PUBLIC_ROUTES): no sign-in, no shell, and no antd here, so /model/compare, opened
 * on phones, loads none of it (issue #27). A public page that uses antd wraps itself in AntdProvider (hand-over-page.tsx).
 * The layout adds only the query cache around its page (providers.tsx).
 */
export default function PublicLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
