import { apDevices, type MenuItem } from '@gwn/contract/console';

/** A screen the palette can jump to: a leaf of the operator's menu list. */
export interface PaletteScreen {
  menuId: string;
  route: string;
  /** The screen's name in the console language, and its menu group's (null at the top level). */
  label: string;
  group: string | null;
  /** Every text the screen is found by: its names in both languages (and its group's), and its route. */
  searchTexts: string[];
}

type Label = (language: string, menuId: string) => string;

/**
 * The screens of the operator's menu list (the same list the side menu draws, hidden entries included: the
 * personal page is reached from the header). Groups are not screens; two entries on one route are one screen.
 */
export function screensOf(menus: readonly MenuItem[], label: Label, language: string, languages: readonly string[]): PaletteScreen[] {
  const screens: PaletteScreen[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly MenuItem[], parent: MenuItem | null) => {
    for (const m of items) {
      if (m.children.length > 0) {
        walk(m.children, m);
        continue;
      }
      if (seen.has(m.route)) continue;
      seen.add(m.route);
      screens.push({
        menuId: m.menuId,
        route: m.route,
        label: label(language, m.menuId),
        group: parent ? label(language, parent.menuId) : null,
        searchTexts: [
          ...languages.flatMap((l) => [label(l, m.menuId), ...(parent ? [label(l, parent.menuId)] : [])]),
          m.route,
        ],
      });
    }
  };
  walk(menus, null);
  return screens;
}

/**
 * How well `text` matches `query` (higher is better), or null: a match at the start of the text or of a word beats
 * one inside a word, which beats the query's characters appearing in order with gaps ("fwm" finds "Firmware manage").
 */
export function matchScore(query: string, text: string): number | null {
  const q = query.trim().toLowerCase();
  const t = text.toLowerCase();
  if (!q) return 0;
  const at = t.indexOf(q);
  if (at === 0) return 300;
  if (at > 0) return /[\s/(（-]/.test(t[at - 1] ?? '') ? 250 : 200 - Math.min(at, 99);
  let from = 0;
  let gaps = 0;
  for (const ch of q) {
    if (ch === ' ') continue;
    const found = t.indexOf(ch, from);
    if (found < 0) return null;
    gaps += found - from;
    from = found + 1;
  }
  return 100 - Math.min(gaps, 99);
}

/** The screens matching the query, best first (ties keep the menu order); all of them for an empty query. */
export function filterScreens(screens: readonly PaletteScreen[], query: string): PaletteScreen[] {
  const scored = screens.flatMap((screen, order) => {
    const scores = screen.searchTexts.map((text) => matchScore(query, text)).filter((s): s is number => s !== null);
    return scores.length > 0 ? [{ screen, order, score: Math.max(...scores) }] : [];
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.screen);
}

/**
 * Whether the text reads as (part of) a MAC address: hex pairs with ':' or '-' ("c0:74:ad", "C0-74"), or 4 to 12
 * hex digits with at least one digit ("c074ad"; a word such as "cafe" or "face" is taken for a name).
 */
export function looksLikeMac(text: string): boolean {
  const t = text.trim();
  if (t.length > 17) return false;
  if (/^[0-9a-f]{1,2}([:-][0-9a-f]{1,2}){1,5}[:-]?$/i.test(t)) return true;
  return /^[0-9a-f]{4,12}$/i.test(t) && /\d/.test(t) && apDevices.normalizeMac(t).length === t.length;
}

/** Enterprise search: any text of two characters or more (a name, contact, account, e-mail or phone). */
export const ENTERPRISE_SEARCH_MIN = 2;

export function looksLikeEnterpriseSearch(text: string): boolean {
  return text.trim().length >= ENTERPRISE_SEARCH_MIN;
}
