import { useTranslation } from 'react-i18next';
import { LanguageLinks } from './language-links.tsx';
import { SignInForm } from './sign-in-form.tsx';

const page = { minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'linear-gradient(160deg, #e6f0ff 0%, #f5f7fa 60%)' } as const;
const card = {
  width: 380, maxWidth: '100%', boxSizing: 'border-box', padding: '32px 32px 8px', background: '#fff',
  borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.08)',
} as const;

/** /login: the sign-in card, with the language switch so the operator can read it first. Plain markup keeps this page light. */
export default function SignInPage() {
  const { t } = useTranslation(['signIn', 'common']);
  return (
    <div style={page}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <LanguageLinks />
      </div>
      <main style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'center', padding: 16 }}>
        <section style={card} aria-labelledby="sign-in-title">
          <h1 id="sign-in-title" style={{ textAlign: 'center', fontSize: 24, margin: '0 0 8px', fontWeight: 600 }}>{t('common:appName')}</h1>
          <p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.45)', margin: '0 0 24px' }}>{t('subtitle')}</p>
          <SignInForm />
        </section>
      </main>
    </div>
  );
}
