import type { GramIndex } from './ngrams.ts';
import { planSearch, type SearchPlan } from './search-plan.ts';
import { searchSampler, type SampleSource, type SearchSample } from './search-sample.ts';

export interface SearchPlannerOptions {
  /** The table's n-gram indexes (ngrams.ts), preferred in this order on a tie. */
  indexes: readonly GramIndex[];
  /** About `size` random searched texts of the table, and its row count (sample-column.ts). */
  sample: SampleSource['load'];
  /** Brings a typed search into the stored texts' form (lower case, or MAC digits). */
  normalize: (search: string) => string;
}

export interface PlannedSearch { text: string; plan: SearchPlan }

/** Plans remembered per sample: measuring a frequent text against 10,000 sampled texts costs about half a millisecond. */
const REMEMBERED_PLANS = 1000;

/** Plans each search of one table against a periodically refreshed sample of its texts. */
export function searchPlanner(opts: SearchPlannerOptions) {
  const sampler = searchSampler({ load: opts.sample }, { indexes: opts.indexes });
  let plannedFor: SearchSample | undefined;
  const plans = new Map<string, SearchPlan>();
  return {
    async plan(search: string): Promise<PlannedSearch> {
      const text = opts.normalize(search);
      const sample = await sampler.get();
      if (sample !== plannedFor) {
        plans.clear();
        plannedFor = sample;
      }
      let plan = plans.get(text);
      if (!plan) {
        plan = planSearch(text, sample, { indexes: opts.indexes });
        if (plans.size >= REMEMBERED_PLANS) plans.delete(plans.keys().next().value as string); // the oldest
        plans.set(text, plan);
      }
      return { text, plan };
    },
  };
}
export type SearchPlanner = ReturnType<typeof searchPlanner>;
