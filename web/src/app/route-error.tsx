import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={detail}
      extra={<Button type="primary" onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
