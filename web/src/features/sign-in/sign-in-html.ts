// The limits' own file, not the package: vite.config.ts loads this module in Node, where the contract's index (TS) is not bundled.
import { LIMITS } from '../../../../contract/src/limits.ts';
import { LANGUAGES, type Language } from '../../i18n/language.ts';
import enCommon from '../../i18n/en/common.json' with { type: 'json' };
import enSignIn from '../../i18n/en/signIn.json' with { type: 'json' };
import zhCommon from '../../i18n/zh-CN/common.json' with { type: 'json' };
import zhSignIn from '../../i18n/zh-CN/signIn.json' with { type: 'json' };

/**
 * The sign-in page as static HTML, sent by the service in index.html for /login (issue #27: the form is usable
 * before the console's script has loaded). Not part of the console's bundle: the build (vite.config.ts) writes
 * it, its texts and its CSS into dist/sign-in-shell.json, which the service reads. The markup is the one
 * SignInPage renders (sign-in-html.test.tsx compares them), so the swap to the React page does not move anything;
 * the texts come from the console's own i18n files.
 */
export interface SignInTexts {
  languageChoice: string;
  languages: Record<Language, string>;
  appName: string;
  subtitle: string;
  account: string;
  password: string;
  signIn: string;
}

const SOURCES = { en: { common: enCommon, signIn: enSignIn }, 'zh-CN': { common: zhCommon, signIn: zhSignIn } } as const;

export function signInTexts(language: Language): SignInTexts {
  const { common, signIn } = SOURCES[language];
  return {
    languageChoice: common.languageChoice,
    languages: { en: common.language.en, 'zh-CN': common.language['zh-CN'] },
    appName: common.appName,
    subtitle: signIn.subtitle,
    account: signIn.account,
    password: signIn.password,
    signIn: signIn.signIn,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page's markup in a language. `data-early` marks it as the HTML-first copy: sign-in-boot.js keeps its submit
 * from going anywhere, and the React form adopts what was typed into it (early-sign-in.ts). The form posts if
 * it ever submits natively (scripts off): never a GET, so a password can never land in a URL.
 */
export function signInHtml(language: Language): string {
  const t = signInTexts(language);
  const field = (name: string, label: string, attributes: string) =>
    `<div class="sign-in__field"><input class="sign-in__input" name="${name}" aria-label="${escapeHtml(label)}" placeholder="${escapeHtml(label)}" aria-invalid="false" ${attributes} value=""></div>`;
  return [
    '<div class="sign-in" data-early="">',
    `<nav aria-label="${escapeHtml(t.languageChoice)}" class="sign-in__top">`,
    ...LANGUAGES.map((l) => `<button type="button" class="sign-in__lang" aria-pressed="${l === language}">${escapeHtml(t.languages[l])}</button>`),
    '</nav>',
    '<main class="sign-in__main"><section class="sign-in__card" aria-labelledby="sign-in-title">',
    `<h1 id="sign-in-title" class="sign-in__title">${escapeHtml(t.appName)}</h1>`,
    `<p class="sign-in__subtitle">${escapeHtml(t.subtitle)}</p>`,
    '<form name="sign-in" method="post" novalidate="">',
    field('account', t.account, `autocomplete="username" maxlength="${LIMITS.accountMax}"`),
    field('password', t.password, `type="password" autocomplete="current-password" maxlength="${LIMITS.passwordMax}"`),
    `<button type="submit" class="sign-in__submit" aria-busy="false">${escapeHtml(t.signIn)}</button>`,
    '</form>',
    '</section></main>',
    '</div>',
  ].join('');
}

/** What the build writes to dist/sign-in-shell.json for the service (server/src/core/sign-in-shell.ts). */
export interface SignInShell {
  /** The console's global CSS and the sign-in page's, inlined so the first paint is already styled. */
  css: string;
  html: Record<Language, string>;
  /** Both languages' texts, for sign-in-boot.js when the stored language differs from the request's. */
  texts: Record<Language, SignInTexts>;
}

/** While sign-in-boot.js relabels the page into the stored language, the page in the request's language is not shown. */
const RELABEL_GATE = 'html[data-sign-in-relabel] .sign-in[data-early] { visibility: hidden; }';

export function signInShell(css: string): SignInShell {
  return {
    css: `${css}\n${RELABEL_GATE}\n`,
    html: { en: signInHtml('en'), 'zh-CN': signInHtml('zh-CN') },
    texts: { en: signInTexts('en'), 'zh-CN': signInTexts('zh-CN') },
  };
}
