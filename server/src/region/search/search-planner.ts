import { planSearch, type SearchPlan } from './search-plan.ts';
import { searchSampler, type SampleSource } from './search-sample.ts';

export interface SearchPlannerOptions {
  gramSize: number;
  /** About `size` random searched texts of the table, and its row count (sample-column.ts). */
  sample: SampleSource['load'];
  /** Brings a typed search into the stored texts' form (lower case, or MAC digits). */
  normalize: (search: string) => string;
}

export interface PlannedSearch { text: string; plan: SearchPlan }

/** Plans each search of one table against a periodically refreshed sample of its texts. */
export function searchPlanner(opts: SearchPlannerOptions) {
  const sampler = searchSampler({ load: opts.sample }, { gramSize: opts.gramSize });
  return {
    async plan(search: string): Promise<PlannedSearch> {
      const text = opts.normalize(search);
      return { text, plan: planSearch(text, await sampler.get(), { gramSize: opts.gramSize }) };
    },
  };
}
export type SearchPlanner = ReturnType<typeof searchPlanner>;
