import type { GramIndex } from './ngrams.ts';

/** A random sample of the searched texts of one table, with how often each index's n-grams occur in it. */
export interface SearchSample {
  /** Rows in the table (the planner's estimate for big tables, an exact count for small ones). */
  rows: number;
  texts: string[];
  /** Per index (by name), for each n-gram, the number of sampled texts that contain it. */
  gramCounts: Map<string, Map<string, number>>;
}

export interface SampleSource {
  /** Rows in the table and a random sample of about `size` of their searched texts. */
  load(size: number): Promise<{ rows: number; texts: string[] }>;
}

export interface SamplerOptions {
  indexes: readonly GramIndex[];
  /** Texts per sample; 10,000 tells a 0.5% share of matches apart from rarer ones. */
  size?: number;
  /** A sample older than this is replaced in the background (the old one keeps serving meanwhile). */
  maxAgeMs?: number;
}

export function sampleOf(rows: number, texts: string[], indexes: readonly GramIndex[]): SearchSample {
  const gramCounts = new Map<string, Map<string, number>>();
  for (const index of indexes) {
    const counts = new Map<string, number>();
    for (const text of texts) {
      for (const gram of index.grams(text)) counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    gramCounts.set(index.name, counts);
  }
  return { rows, texts, gramCounts };
}

/**
 * Keeps a fresh-enough sample of a table's searched texts: the statistics the search planner reads
 * (search-plan.ts). Only the first search waits for one; later refreshes happen behind the scenes.
 */
export function searchSampler(source: SampleSource, opts: SamplerOptions) {
  const size = opts.size ?? 10_000;
  const maxAgeMs = opts.maxAgeMs ?? 10 * 60_000;
  let current: Promise<SearchSample> | null = null;
  let takenAt = 0;
  let refreshing = false;

  const take = () => source.load(size).then(({ rows, texts }) => sampleOf(rows, texts, opts.indexes));

  return {
    async get(): Promise<SearchSample> {
      if (!current) {
        takenAt = Date.now();
        // Without a sample every search still works (through the index, with exact totals): a failed
        // sample costs speed, never an answer, and the next search tries again.
        const taking: Promise<SearchSample> = take().catch(() => {
          if (current === taking) current = null;
          return sampleOf(0, [], opts.indexes);
        });
        current = taking;
        return current;
      }
      if (!refreshing && Date.now() - takenAt > maxAgeMs) {
        refreshing = true;
        take().then((fresh) => { current = Promise.resolve(fresh); takenAt = Date.now(); }, () => {})
          .finally(() => { refreshing = false; });
      }
      return current;
    },
  };
}
export type SearchSampler = ReturnType<typeof searchSampler>;
