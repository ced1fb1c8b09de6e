import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { App, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import NProgress from 'nprogress';
import { configureApiClient } from '../api/client.ts';

NProgress.configure({ showSpinner: false });

/** Top of the tree: the navigation progress bar, and the API client's session-end and error hooks. */
export function RootLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    configureApiClient({
      onSessionEnded: () => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
      onTransportError: (error) => void message.error(error.msg),
    });
  }, [navigate, queryClient, message]);

  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Outlet />
    </Suspense>
  );
}
