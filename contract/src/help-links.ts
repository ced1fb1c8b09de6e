/**
 * The help pages of the two-factor dialog (spec 3 §7 "Factor help links"), served by the account service; the console
 * adds `?lang=zh` before the anchor for a Chinese operator (helpLink).
 */
export const HELP_LINKS = {
  instructions_manual: '/help/two-factor#instructions',
  app_url: '/help/two-factor#apps',
  compatible_app: '/help/two-factor#compatible-apps',
  how_to_get_secret: '/help/two-factor#hardware-secret',
  user_guide: '/help/two-factor#security-keys',
} as const;

/** A help link in the operator's language: the page's path, its language, then the topic's anchor. */
export function helpLink(key: keyof typeof HELP_LINKS, lang: 'en' | 'zh'): string {
  const [page, anchor] = HELP_LINKS[key].split('#');
  return `${page}?lang=${lang}#${anchor}`;
}
