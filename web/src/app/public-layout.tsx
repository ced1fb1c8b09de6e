import { Outlet } from 'react-router';

/**
 * The public pages (routes.tsx PUBLIC_ROUTES): no sign-in, no shell, and no antd here, so /model/compare, opened
 * on phones, loads none of it (issue #27). A public page that uses antd wraps itself in AntdProvider (hand-over-page.tsx).
 * The layout adds nothing around its page: it is the router's Outlet itself.
 */
export default Outlet;
