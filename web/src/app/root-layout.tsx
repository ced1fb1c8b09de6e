import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import { useDocumentTheme } from '../lib/theme.ts';

NProgress.configure({ showSpinner: false });

/**
 * Top of the tree: the navigation progress bar. Kept free of antd's App and of the API client, which
 * the signed-in shell brings, so /login loads little JS. It keeps `<html data-theme>` in step with the operator's
 * theme for the plain CSS of every page (the sign-in page has no antd).
 */
export function RootLayout() {
  useDocumentTheme();
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
