/**
 * Characters an n-gram may contain: ASCII letters and digits, and letters or digits without case
 * (CJK, say). pg_trgm indexes letters and digits; cased non-ASCII letters are left out because
 * JavaScript and the database may lower-case them differently, and a gram must never rule out a real match.
 */
const GRAM_CHAR = /^[\p{L}\p{N}]$/u;
const isGramChar = (c: string) => (c < '\u0080' ? /^[a-zA-Z0-9]$/.test(c) : GRAM_CHAR.test(c) && c.toLowerCase() === c.toUpperCase());

/**
 * The distinct n-character windows of `text` made only of gram characters. For n = 3 these are
 * trigrams pg_trgm indexes inside words, so `LIKE '%<gram>%'` is answered from the trigram index
 * with exactly that one trigram.
 */
export function wordGrams(text: string, n: number): string[] {
  const chars = [...text];
  const grams = new Set<string>();
  let run = 0; // gram characters ending at i
  for (let i = 0; i < chars.length; i++) {
    run = isGramChar(chars[i]) ? run + 1 : 0;
    if (run >= n) grams.add(chars.slice(i - n + 1, i + 1).join(''));
  }
  return [...grams];
}

/**
 * The distinct windows of four ASCII digits of `text`, as the database's digit_grams() computes them
 * (migration 0010): a text containing a typed one contains every window of it.
 */
export function digitGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const [run] of text.matchAll(/[0-9]{4,}/g)) {
    for (let i = 0; i + 4 <= run.length; i++) grams.add(run.slice(i, i + 4));
  }
  return [...grams];
}

/** An n-gram index of one table's searched text: the grams of a text it can be asked for. */
export interface GramIndex {
  /** Names the index in plans and prepared statements. */
  readonly name: string;
  grams(text: string): string[];
}

/** enterprises_search_trgm_idx: pg_trgm trigrams of the lower-cased search text. */
export const TRIGRAMS: GramIndex = { name: 'trigram', grams: (text) => wordGrams(text, 3) };

/**
 * enterprise_digit_grams: the 4-digit windows of each search text, keyed (window, enterprise). A phone
 * group such as "4343" has only two trigrams, each in about 1% of enterprises, so the trigram index
 * returns twice its few hundred matches and each is read from the table to be checked, counted and
 * sorted; as one window, its matches are counted and paged from the key alone.
 */
export const DIGIT_GRAMS: GramIndex = { name: 'digits', grams: digitGrams };

/** devices_mac_grams_idx: 4-digit windows of the MAC (hex trigrams are shared by too many of ten million MACs). */
export const MAC_GRAMS: GramIndex = { name: 'mac', grams: (text) => wordGrams(text, 4) };
