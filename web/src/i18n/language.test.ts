import { describe, expect, it } from 'vitest';
import { i18next } from './index.ts';
import { contractLang, resolveLanguage } from './language.ts';
import en from './en/common.json';
import zh from './zh-CN/common.json';

describe('language fallback', () => {
  it('treats Simplified Chinese tags as zh-CN and everything else, Traditional Chinese included, as English', () => {
    expect(resolveLanguage('zh')).toBe('zh-CN');
    expect(resolveLanguage('zh-CN')).toBe('zh-CN');
    expect(resolveLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(resolveLanguage('zh-SG')).toBe('zh-CN');
    // Spec 1 §1: a stored language other than English or Simplified Chinese falls back to English (issue 26).
    expect(resolveLanguage('zh-TW')).toBe('en');
    expect(resolveLanguage('zh-HK')).toBe('en');
    expect(resolveLanguage('zh-Hant')).toBe('en');
    expect(resolveLanguage('fr-FR')).toBe('en');
    expect(resolveLanguage('de')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(contractLang('zh-CN')).toBe('zh');
    expect(contractLang('en')).toBe('en');
  });

  it('serves English texts for a language we do not have', async () => {
    await i18next.changeLanguage(resolveLanguage('ja'));
    expect(i18next.t('signIn:signIn')).toBe('Sign in');
    await i18next.changeLanguage('zh-CN');
    expect(i18next.t('signIn:signIn')).toBe('登录');
    await i18next.changeLanguage('en');
  });
});

/** Every key path of a JSON resource, e.g. "validation.required". */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe('resources', () => {
  const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });
  const namespaces = [...new Set(Object.keys(files).map((f) => f.split('/')[2]))];

  it.each(namespaces)('%s has the same keys in en and zh-CN', (ns) => {
    const enKeys = keysOf(files[`./en/${ns}`]?.default);
    const zhKeys = keysOf(files[`./zh-CN/${ns}`]?.default);
    expect(zhKeys).toEqual(enKeys);
  });

  it('has the region labels, US shown as World', () => {
    expect(en.region.US).toBe('World');
    expect(Object.keys(zh.region)).toEqual(Object.keys(en.region));
  });
});
