import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDocumentTheme } from '../lib/theme.ts';
import { NavigationProgress } from './navigation-progress.tsx';

/**
 * Top of the tree: the navigation progress bar. Kept free of antd's App and of the API client, which
 * the signed-in shell brings, so /login loads little JS. It keeps `<html data-theme>` in step with the operator's
 * theme for the plain CSS of every page (the sign-in page has no antd).
 */
export function RootLayout() {
  useDocumentTheme();
  return (
    <>
      <NavigationProgress />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}
