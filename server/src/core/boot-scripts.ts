import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The console's two boot scripts (web/public) go into the pages the service sends, not as files (issue #27):
 * theme-boot.js on every page, sign-in-boot.js on /login. As files, they were requests the parser waited for before
 * the sign-in form: inline, /login is usable 6–27 ms sooner in a cold Chromium (docs/benchmarks.md, "Fourteenth round").
 * The CSP still allows no other inline script: a page that carries them names each by its SHA-256 (http-security.ts,
 * `allowingInlineScripts`).
 */
export interface BootScript {
  /** The `<script>` element with the file's text. */
  element: string;
  /** Its CSP source: 'sha256-…' of exactly that text. */
  hash: string;
}

export interface BootScripts { theme?: BootScript; signIn?: BootScript }

async function readBootScript(distDir: string, file: string): Promise<BootScript | undefined> {
  let source: string;
  try {
    source = await readFile(path.join(distDir, file), 'utf8');
  } catch {
    return undefined; // a build without it: the page keeps what index.html says
  }
  // Its text would end the element early: left as a file.
  if (/<\/script/i.test(source)) return undefined;
  return { element: `<script>${source}</script>`, hash: `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'` };
}

/** The build's boot scripts, each undefined when the build has none. */
export async function readBootScripts(distDir: string): Promise<BootScripts> {
  const [theme, signIn] = await Promise.all([readBootScript(distDir, 'theme-boot.js'), readBootScript(distDir, 'sign-in-boot.js')]);
  return { theme, signIn };
}

/** index.html's `<script src=".../theme-boot.js">`, standalone or under /gwn/ (the path before the name captured). */
const THEME_BOOT_TAG = /<script src="((?:[^"]*\/)?)theme-boot\.js"><\/script>/;

/**
 * A page with theme-boot.js inline in place of its tag and, for /login, sign-in-boot.js right after it (before the form is
 * parsed: it holds an early submit). Returns the page and the hashes its CSP must allow. A script the build lacks stays a file.
 */
export function withBootScripts(html: string, scripts: BootScripts, { signIn = false } = {}): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const asElement = (script: BootScript | undefined, fileTag: string) => {
    if (!script) return fileTag;
    hashes.push(script.hash);
    return script.element;
  };
  const page = html.replace(THEME_BOOT_TAG, (tag, base: string) => {
    const theme = asElement(scripts.theme, tag);
    return signIn ? `${theme}\n    ${asElement(scripts.signIn, `<script src="${base}sign-in-boot.js"></script>`)}` : theme;
  });
  return { html: page, hashes };
}
