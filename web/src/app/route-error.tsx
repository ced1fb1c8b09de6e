import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

const BUTTON = { background: '#1668dc', color: '#fff', border: 0, borderRadius: 6, padding: '6px 16px', cursor: 'pointer', fontSize: 14 } as const;

/** Shown when a screen fails to load or render (e.g. a chunk missing after a deploy). Plain markup: it is in every page's JS. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" style={{ maxWidth: 560, margin: '80px auto', textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h2>{t('routeError.title')}</h2>
      <p style={{ color: '#888' }}>{detail}</p>
      <button type="button" style={BUTTON} onClick={() => window.location.reload()}>{t('routeError.reload')}</button>
    </div>
  );
}
