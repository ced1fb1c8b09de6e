import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '@gwn/contract';

/**
 * The sign-in page sent in the HTML (issue #27): /login is usable before the console's script has loaded.
 * The console's build writes the page's markup in both languages, its texts and its CSS to
 * dist/sign-in-shell.json (web/src/features/sign-in/sign-in-html.ts: the same markup as the React page, the
 * texts from the console's i18n files); this module puts them into index.html in place of the splash.
 */
interface SignInShell {
  css: string;
  html: Record<'en' | 'zh-CN', string>;
  texts: Record<'en' | 'zh-CN', unknown>;
}

/** /login, standalone or under /gwn/, with or without a trailing slash. */
export function isSignInPath(urlPath: string): boolean {
  return /^(?:\/gwn)?\/login\/?$/.test(urlPath);
}

/** The shell of a build, or undefined when the build has none (an older build: the splash stays). */
export async function readSignInShell(distDir: string): Promise<SignInShell | undefined> {
  try {
    return JSON.parse(await readFile(path.join(distDir, 'sign-in-shell.json'), 'utf8')) as SignInShell;
  } catch {
    return undefined;
  }
}

/** JSON that is safe inside a <script type="application/json"> element (no `</script>`, no `<!--`). */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the sign-in page in the request's language in place of the splash and its CSS inlined (the CSP
 * allows inline style). sign-in-boot.js, which the page then needs in <head> (boot-scripts.ts), relabels it before the
 * first paint when the console will use another language (a stored choice), holds an early submit for the React form,
 * and loads the console's entry (named by data-console-entry) once the form has been painted.
 */
export function withSignInForm(indexHtml: string, shell: SignInShell, lang: Lang): string {
  const language = lang === 'zh' ? 'zh-CN' : 'en';
  const css = shell.css.replace(/<\/style/gi, '<\\/style');
  // The console's stylesheets move to the end of <body>: the page has its CSS inline, so they no longer hold its first
  // paint back (a stylesheet blocks the rendering of what follows it only); the React page has them when it mounts.
  const sheets: string[] = [];
  // The entry module and its preloads leave the page: fetched and evaluated before the first frame, ~150 kB of modules
  // held the form's first paint back. sign-in-boot.js adds the entry after that paint (the browser then fetches its imports).
  let entry = '';
  const withoutConsole = indexHtml
    .replace(/\s*<link rel="stylesheet"[^>]*>/gi, (link) => {
      sheets.push(link.trim());
      return '';
    })
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/i, (_, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*>/gi, '');
  return withoutConsole
    .replace(/<\/body>/i, () => `  ${sheets.join('\n    ')}\n  </body>`)
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${language}" data-sign-in-lang="${language}" data-console-entry="${entry}"`)
    .replace(/<\/head>/i, () => `  <style>${css}</style>\n  </head>`)
    .replace(/<div id="root">[\s\S]*?<\/div><\/div>/, () =>
      `<div id="root">${shell.html[language]}</div>\n    <script type="application/json" id="sign-in-texts">${jsonInHtml(shell.texts)}</script>`);
}
