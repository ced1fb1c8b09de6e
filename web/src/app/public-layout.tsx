import { Outlet } from 'react-router';
import { AntdProvider } from '../components/antd-provider.tsx';

/** Wraps the public pages (routes.tsx PUBLIC_ROUTES) in Ant Design's provider; no sign-in, no shell. */
export default function PublicLayout() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
