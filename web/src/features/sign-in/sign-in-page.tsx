import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageLinks } from '../../components/language-links.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SsoButtons } from './sso-buttons.tsx';
import './sign-in.css';

/** /login: the sign-in card, with the language choice so the operator can read it first. */
export default function SignInPage() {
  const { t } = useTranslation(['signIn', 'common']);
  // A hand-over link whose sign-in was refused lands here (app/guard.ts): say why the operator must sign in.
  const [params] = useSearchParams();
  return (
    <div className="sign-in">
      <LanguageLinks />
      <main className="sign-in__main">
        <section className="sign-in__card" aria-labelledby="sign-in-title">
          <h1 id="sign-in-title" className="sign-in__title">{t('common:appName')}</h1>
          <p className="sign-in__subtitle">{t('subtitle')}</p>
          {params.get('handOver') === 'invalid' && <p className="sign-in__notice" role="alert">{t('handOverInvalid')}</p>}
          <SignInForm />
          <SsoButtons />
        </section>
      </main>
    </div>
  );
}
