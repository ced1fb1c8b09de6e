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
