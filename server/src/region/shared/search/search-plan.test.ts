import { describe, expect, it } from 'vitest';
import { digitGrams, DIGIT_GRAMS, TRIGRAMS, wordGrams } from './ngrams.ts';
import { pageTotal } from './page-total.ts';
import { planSearch } from './search-plan.ts';
import { sampleOf, searchSampler } from './search-sample.ts';

describe('wordGrams', () => {
  it('takes the windows inside runs of letters and digits, never across a separator', () => {
    expect(wordGrams('ab.cde@f1', 3)).toEqual(['cde']);
    expect(wordGrams('emma.williams500001', 3)).toContain('s50');
    expect(wordGrams('ab', 3)).toEqual([]);
    expect(wordGrams('AD66F2', 4)).toEqual(['AD66', 'D66F', '66F2']);
  });

  it('keeps caseless scripts but leaves out cased non-ASCII letters', () => {
    expect(wordGrams('王伟科技', 3)).toEqual(['王伟科', '伟科技']);
    expect(wordGrams('müller', 3)).toEqual(['lle', 'ler']);
  });
});

/** A sample where `dense` occurs in one text out of `every`, out of a table of `rows` rows. */
function sampleWith(rows: number, every: number, size = 10_000) {
  const texts = Array.from({ length: size }, (_, i) => (i % every === 0 ? `acme williams ${i}` : `globex smith ${i}`));
  return sampleOf(rows, texts, [TRIGRAMS]);
}

describe('digitGrams', () => {
  it('takes the 4-digit windows of each run of digits, as digit_grams() does in the database', () => {
    expect(digitGrams('+27 794 1491 4343')).toEqual(['1491', '4343']);
    expect(digitGrams('emma.williams500001@icloud.com')).toEqual(['5000', '0000', '0001']);
    expect(digitGrams('a123b4567')).toEqual(['4567']);
    expect(digitGrams('12 34')).toEqual([]);
  });
});

/** Phone numbers whose groups repeat across rows (each 4-digit group in about 1 of 100 texts), with unique e-mails. */
function phoneSample(rows: number, size = 10_000) {
  const group = (i: number) => String(1000 + (i * 37) % 100).padStart(4, '0');
  const company = (i: number) => (i === 7 ? 'zanzibar tours' : i % 2 ? 'globex' : 'initech');
  const texts = Array.from({ length: size }, (_, i) => `${company(i)}\u0001user${i}@example.test\u0001+1 555 ${group(i)} ${group(i + 11)}`);
  return sampleOf(rows, texts, [TRIGRAMS, DIGIT_GRAMS]);
}

describe('planSearch', () => {
  it('asks the 4-digit index for a phone group, whose trigrams are far more common than the group itself', () => {
    const plan = planSearch('1037', phoneSample(1_000_000), { indexes: [TRIGRAMS, DIGIT_GRAMS], denseShare: 0.05 });
    expect(plan).toEqual({ kind: 'index', index: 'digits', grams: ['1037'], exact: true });
    expect(planSearch('555 1037', phoneSample(1_000_000), { indexes: [TRIGRAMS, DIGIT_GRAMS], denseShare: 0.05 }))
      .toEqual({ kind: 'index', index: 'digits', grams: ['1037'], exact: false });
  });

  it('keeps the trigram index when one of the text\'s trigrams is rarer than any of its 4-digit windows', () => {
    const plan = planSearch('zanzibar tours 1037', phoneSample(1_000_000), { indexes: [TRIGRAMS, DIGIT_GRAMS] });
    expect(plan.kind === 'index' && plan.index).toBe('trigram');
    expect(plan.kind === 'index' && plan.grams.every((g) => wordGrams('zanzibar tours', 3).includes(g))).toBe(true);
  });

  it('scans newest-first with an estimated total when the sample says the text is frequent', () => {
    const plan = planSearch('williams', sampleWith(1_000_000, 16), { indexes: [TRIGRAMS] });
    expect(plan.kind).toBe('scan');
    expect(plan.kind === 'scan' && plan.estimatedMatches).toBe(62_500);
  });

  it('asks the index for the rarest trigrams only, so a long text is narrowed by its rare part', () => {
    // Every trigram of "smith" is in most sampled texts; "zanzibar"'s are in none.
    const plan = planSearch('smith zanzibar', sampleWith(1_000_000, 16), { indexes: [TRIGRAMS], indexGrams: 2 });
    expect(plan.kind).toBe('index');
    const grams = plan.kind === 'index' ? plan.grams : [];
    expect(grams).toHaveLength(2);
    for (const gram of grams) expect(wordGrams('zanzibar', 3)).toContain(gram);
  });

  it('uses the index when frequent trigrams combine into a rare text', () => {
    // "ms 1" — every trigram of "williams" is frequent, but the whole text is in no sampled row.
    const plan = planSearch('williams 9999999', sampleWith(1_000_000, 16), { indexes: [TRIGRAMS] });
    expect(plan.kind).toBe('index');
  });

  it('never estimates on a small table, whose totals stay exact', () => {
    expect(planSearch('williams', sampleWith(800, 2, 800), { indexes: [TRIGRAMS] }).kind).toBe('index');
    expect(planSearch('wi', sampleWith(800, 2, 800), { indexes: [TRIGRAMS] })).toEqual({ kind: 'scan', estimatedMatches: null });
  });

  it('plans a text without trigrams as a scan, estimated only when frequent', () => {
    expect(planSearch('wi', sampleWith(1_000_000, 16), { indexes: [TRIGRAMS] })).toEqual({ kind: 'scan', estimatedMatches: 62_500 });
  });
});

describe('pageTotal', () => {
  const never = () => Promise.reject(new Error('must not count'));
  const scan = { kind: 'scan', estimatedMatches: 62_500 } as const;

  it('reports a dense scan as an estimate, never below the rows already seen plus one', async () => {
    expect(await pageTotal(scan, { offset: 0, pageSize: 20, rows: 20 }, never)).toEqual({ total: 62_500, totalEstimated: true });
    expect(await pageTotal(scan, { offset: 70_000, pageSize: 20, rows: 20 }, never)).toEqual({ total: 70_021, totalEstimated: true });
  });

  it('knows the exact total from a short page', async () => {
    expect(await pageTotal(scan, { offset: 40, pageSize: 20, rows: 7 }, never)).toEqual({ total: 47, totalEstimated: false });
    expect(await pageTotal({ kind: 'index', index: 'trigram', grams: ['abc'], exact: true }, { offset: 0, pageSize: 20, rows: 0 }, never)).toEqual({ total: 0, totalEstimated: false });
  });

  it('takes an index page its count from the page statement, and counts only past the last page', async () => {
    const index = { kind: 'index', index: 'trigram', grams: ['abc'], exact: true } as const;
    expect(await pageTotal(index, { offset: 0, pageSize: 20, rows: 20, matchCount: 321 }, never)).toEqual({ total: 321, totalEstimated: false });
    expect(await pageTotal(index, { offset: 400, pageSize: 20, rows: 0 }, async () => 321)).toEqual({ total: 321, totalEstimated: false });
  });
});

describe('searchSampler', () => {
  it('answers with an empty sample when sampling fails, and samples again on the next search', async () => {
    let calls = 0;
    const sampler = searchSampler({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database busy');
        return { rows: 2, texts: ['acme', 'globex'] };
      },
    }, { indexes: [TRIGRAMS] });
    expect(await sampler.get()).toMatchObject({ rows: 0, texts: [] });
    expect(await sampler.get()).toMatchObject({ rows: 2, texts: ['acme', 'globex'] });
    expect(calls).toBe(2);
  });
});
