import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false });

/**
 * Top of the tree: the navigation progress bar. Kept free of antd's App and of the API client, which
 * the signed-in shell brings, so /login loads little JS.
 */
export function RootLayout() {
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
