import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/index.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** English | 简体中文 as two buttons: the header's dropdown would add ~25 kB of menu code to the sign-in page. */
export function LanguageLinks() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <nav aria-label={t('languageChoice')} style={{ display: 'flex', gap: 4 }}>
      {LANGUAGES.map((l) => (
        <Button key={l} type={l === language ? 'link' : 'text'} aria-pressed={l === language} onClick={() => void setLanguage(l)}>
          {t(`language.${l}`)}
        </Button>
      ))}
    </nav>
  );
}
