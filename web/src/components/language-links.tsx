import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/index.ts';
import { useLanguage } from '../lib/use-language.ts';

/** English | 简体中文 as two plain buttons (the header's dropdown would bring antd's menu code to /login). */
export function LanguageLinks() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <nav aria-label={t('languageChoice')} className="sign-in__top">
      {LANGUAGES.map((l) => (
        <button key={l} type="button" className="sign-in__lang" aria-pressed={l === language} onClick={() => void setLanguage(l)}>
          {t(`language.${l}`)}
        </button>
      ))}
    </nav>
  );
}
