import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, resolveLanguage, type Language } from './language.ts';

/**
 * Resources are JSON files per language and feature namespace: `i18n/<lang>/<ns>.json`, identical keys in both.
 * They load on demand (one small chunk per namespace), so the sign-in page does not carry every screen's texts.
 * A new screen adds `en/<ns>.json` + `zh-CN/<ns>.json` and calls `useTranslation('<ns>')`; nothing to register.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

const jsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing i18n resource ${language}/${namespace}`), null);
      return;
    }
    load().then((mod) => callback(null, mod.default), (err: Error) => callback(err, null));
  },
};

/** Namespaces every page needs before anything renders (the sign-in page included). */
export const CORE_NAMESPACES = ['common'] as const;

/**
 * Namespaces the signed-in shell draws with (its menus, header, command palette and theme switch): the router loads
 * them with the shell's code, in parallel, so the shell does not suspend for them one after another.
 */
export const SHELL_NAMESPACES = ['menu', 'shell', 'palette', 'theme'] as const;

/** Starts i18next in a language (from storage or the browser); resolves once the core namespaces are loaded. */
export async function initI18n(language: string | null | undefined): Promise<typeof i18next> {
  await i18next
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng: resolveLanguage(language),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  return i18next;
}

export const currentLanguage = (): Language => resolveLanguage(i18next.language);

export { i18next };
export * from './language.ts';
