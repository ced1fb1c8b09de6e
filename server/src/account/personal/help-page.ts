import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageReply } from '../../core/handlers.ts';

/** docs/help/ of the repository: the help pages the console's two-factor dialog links to. */
const HELP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/help');

/** The two-factor help page, read once (it changes only with a release). */
export function twoFactorHelpPage(): () => Promise<PageReply> {
  let html: string | undefined;
  return async () => ({ html: (html ??= readFileSync(path.join(HELP_DIR, 'two-factor.html'), 'utf8')) });
}
