import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). Plain markup: it is in every page's JS. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" style={{ maxWidth: 560, margin: '80px auto', textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h2>{t('routeError.title')}</h2>
      <p style={{ color: '#888' }}>{detail}</p>
      <Button type="primary" onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
}
