import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { configureApiClient } from '../../api/client.ts';
import { MENUS_KEY } from '../../api/menus.ts';

/**
 * Tells the API client what a session end (go to /login), a transport failure (red message) and a 403 look
 * like here. A 403 means the role changed under the operator: they are told, and the menus are asked for at
 * once, so the side menu, the buttons and the screen gate catch up; the session stays (only a 401 signs out).
 */
export function useApiClientHandlers(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation('shell');
  useEffect(() => {
    configureApiClient({
      onSessionEnded: () => {
        queryClient.clear();
        void navigate('/login', { replace: true });
      },
      onTransportError: (error) => void message.error(error.msg),
      // One message however many calls were refused at once (a screen's several queries).
      onForbidden: () => {
        void message.warning({ key: 'no-access', content: t('noAccess.message') });
        void queryClient.invalidateQueries({ queryKey: MENUS_KEY });
      },
    });
  }, [navigate, queryClient, message, t]);
}
