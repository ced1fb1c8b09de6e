import type { Lang } from '@gwn/contract/console';

/**
 * The retCode words, one module per language (issue #27: both languages were 6 kB gzip on every route); the API
 * client loads the console language's (api-error.ts). Until they arrive, a reply's own `msg` (the service writes it
 * in the request's language) stands in.
 */
const loaders: Record<Lang, () => Promise<Record<number, string>>> = {
  en: () => import('@gwn/contract/ret-code-texts-en').then((m) => m.RET_CODE_TEXTS_EN),
  zh: () => import('@gwn/contract/ret-code-texts-zh').then((m) => m.RET_CODE_TEXTS_ZH),
};
const loaded: Partial<Record<Lang, Record<number, string>>> = {};

export async function loadRetCodeTexts(lang: Lang): Promise<void> {
  loaded[lang] ??= await loaders[lang]();
}

/** The words for a code in a language, once that language's module is loaded. */
export const retCodeText = (code: number, lang: Lang): string | undefined => loaded[lang]?.[code];
