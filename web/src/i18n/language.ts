import type { Lang } from '@gwn/contract';

/** The console's two languages (i18next codes); anything else falls back to English (spec 1 §1). */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Maps any stored or browser language tag to a supported one: zh* is Chinese, everything else English. */
export function resolveLanguage(tag: string | null | undefined): Language {
  return tag && /^zh/i.test(tag) ? 'zh-CN' : 'en';
}

/** The contract's `lang` value for a console language. */
export function contractLang(language: Language): Lang {
  return language === 'zh-CN' ? 'zh' : 'en';
}
