import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next, resolveLanguage, type Language } from '../i18n/index.ts';
import { readStored, writeStored } from './session-storage.ts';

/** Applies a language to i18next (dayjs follows it: lib/dayjs.ts), and keeps the choice in local storage. */
export async function applyLanguage(language: Language): Promise<void> {
  writeStored('language', language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** The console language and a setter that also tells the account service when signed in (modify_lang). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const change = useCallback(async (language: Language) => {
    await applyLanguage(language);
    // The API client (and the contract's schemas) load on demand so the sign-in page ships less JS.
    if (readStored('mainName')) await (await import('./language-on-server.ts')).saveLanguageOnServer(language);
  }, []);
  return [resolveLanguage(i18n.language), change];
}
