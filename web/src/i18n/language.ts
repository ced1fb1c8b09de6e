import type { Lang } from '@gwn/contract/console';

/** The console's two languages (i18next codes); anything else falls back to English (spec 1 §1). */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Simplified Chinese tags: bare `zh` (what the services store), the Simplified script and the regions that
 * write it. Traditional Chinese (zh-TW, zh-HK, zh-Hant…) is another language we do not have: English.
 */
const SIMPLIFIED_CHINESE = /^zh(?:[-_](?:cn|sg|my|hans)(?:[-_].*)?)?$/i;

/** Maps any stored or browser language tag to a supported one: Simplified Chinese, else English (spec 1 §1). */
export function resolveLanguage(tag: string | null | undefined): Language {
  return tag && SIMPLIFIED_CHINESE.test(tag.trim()) ? 'zh-CN' : 'en';
}

/** The contract's `lang` value for a console language. */
export function contractLang(language: Language): Lang {
  return language === 'zh-CN' ? 'zh' : 'en';
}
