import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { personal } from '@gwn/contract';
import type { PageReply, Req } from '../../core/handlers.ts';

/** docs/help/ of the repository: the help pages the console's two-factor dialog links to. */
const HELP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/help');

/** The page's language: Simplified Chinese when asked for, English for anything else (spec 1 §1's fallback). */
export const helpLanguage = (lang: string | undefined): 'en' | 'zh' => (lang === 'zh' || lang === 'zh-CN' ? 'zh' : 'en');

/** The two-factor help page in the asked language, each read once (they change only with a release). */
export function twoFactorHelpPage(): (input: Req<typeof personal.twoFactorHelp>) => Promise<PageReply> {
  const pages = new Map<'en' | 'zh', string>();
  return async ({ lang }) => {
    const language = helpLanguage(lang);
    let html = pages.get(language);
    if (html === undefined) {
      html = readFileSync(path.join(HELP_DIR, `two-factor.${language}.html`), 'utf8');
      pages.set(language, html);
    }
    return { html };
  };
}
