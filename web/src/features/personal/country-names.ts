import { useMemo } from 'react';
import { currentLanguage } from '../../i18n/index.ts';

/** Names a country code in the console's language (Intl.DisplayNames); the service lists the codes. */
export function useCountryNames(): (code: string) => string {
  const lang = currentLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang === 'zh-CN' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' });
    return (code: string) => (code ? names.of(code) ?? code : '');
  }, [lang]);
}
