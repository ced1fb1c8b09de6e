import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from '../i18n/index.ts';

const A = 'A'.charCodeAt(0);
/** Every two-letter region code ICU names (AA..ZZ, keeping those it knows). */
let knownCodes: string[] | undefined;
function regionCodes(): string[] {
  if (knownCodes) return knownCodes;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    for (let j = 0; j < 26; j += 1) {
      const code = String.fromCharCode(A + i, A + j);
      if (english.of(code)) codes.push(code);
    }
  }
  knownCodes = codes;
  return codes;
}

/** English country name (lower case) -> code, built from ICU: records that store a name rather than a code. */
let byEnglishName: Map<string, string> | undefined;
function codeOfEnglishName(name: string): string | undefined {
  if (!byEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    byEnglishName = new Map(regionCodes().map((code) => [(english.of(code) ?? code).toLowerCase(), code]));
  }
  return byEnglishName.get(name.trim().toLowerCase());
}

/**
 * A country in a language, by ICU (Intl.DisplayNames): a two-letter code or an English name (enterprise records
 * keep the name their owner typed) becomes the language's name; anything ICU does not know is shown as it is.
 */
export function countryName(value: string, language: Language): string {
  if (!value) return '';
  const code = /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : codeOfEnglishName(value);
  if (!code) return value;
  const names = new Intl.DisplayNames([language === 'zh-CN' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'none' });
  return names.of(code) ?? value;
}

/** countryName in the console's language; re-renders on a language switch. */
export function useCountryName(): (value: string) => string {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  return useMemo(() => (value: string) => countryName(value, language), [language]);
}
