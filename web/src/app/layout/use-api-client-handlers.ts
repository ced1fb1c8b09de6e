import { useEffect } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../../api/client.ts';

/** Tells the API client what a session end (go to /login) and a transport failure (red message) look like here. */
export function useApiClientHandlers(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  useEffect(() => {
    configureApiClient({
      onSessionEnded: () => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
      onTransportError: (error) => void message.error(error.msg),
    });
  }, [navigate, queryClient, message]);
}
