import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractLang, currentLanguage } from '../../i18n/index.ts';

interface Provider { id: number; name: string }

/**
 * "Sign in with <provider>" beside the password form: one button per enabled identity provider. A press sends
 * the browser to the provider; it comes back to /login/sso (sso-callback-page.tsx).
 */
export function SsoButtons() {
  const { t } = useTranslation('signIn');
  const [providers, setProviders] = useState<Provider[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void import('./sso-calls.ts').then((calls) => calls.enabledProviders()).then(
      (outcome) => { if (live && outcome.ok) setProviders(outcome.data.result); },
      () => undefined, // no providers shown: the password form still works
    );
    return () => { live = false; };
  }, []);

  const go = async (provider: Provider) => {
    setBusy(provider.id);
    setFailure(null);
    try {
      const calls = await import('./sso-calls.ts');
      const started = await calls.startAt({ providerId: provider.id, lang: contractLang(currentLanguage()) });
      if (started.ok) {
        window.location.assign(started.data.authorizationUrl);
        return;
      }
      setFailure(started.msg);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
    setBusy(null);
  };

  if (providers.length === 0) return null;
  return (
    <div className="sign-in__sso" role="group" aria-label={t('sso.group')}>
      <div className="sign-in__or">{t('sso.or')}</div>
      {providers.map((p) => (
        <button key={p.id} type="button" className="sign-in__sso-button" disabled={busy !== null} aria-busy={busy === p.id} onClick={() => void go(p)}>
          {t('sso.with', { name: p.name })}
        </button>
      ))}
      {failure && <p className="sign-in__notice" role="alert">{failure}</p>}
    </div>
  );
}
