import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestSystem } from '../../../test/test-system.ts';
import { buildEnterprise } from '../../../test/region-factories.ts';
import { DIGIT_GRAMS, TRIGRAMS } from '../shared/search/ngrams.ts';
import type { SearchPlan } from '../shared/search/search-plan.ts';
import { enterpriseSearchRepo } from './search-repo.ts';

/** The statements behind enterprises.list, for every plan shape the planner can choose (it picks by table size). */
describe('the enterprise search statements with a filter', () => {
  const env = useTestSystem({ regions: ['US'] });
  // Each test's rows carry their own 4-digit window in the phone; the plan looks for it.
  const plans: Record<string, (window: string) => SearchPlan> = {
    scan: () => ({ kind: 'scan', estimatedMatches: null }),
    trigrams: (w) => ({ kind: 'index', index: TRIGRAMS.name, grams: [w.slice(0, 3), w.slice(1)], exact: false }),
    'one 4-digit key': (w) => ({ kind: 'index', index: DIGIT_GRAMS.name, grams: [w], exact: true }),
  };

  /**
   * Searched fields without a digit: the factory's random hex ids hold a run like "7352" now and then, and the search
   * found that row too (a failed run on 2026-11-28). Only the phone carries the digits looked for.
   */
  const digitless = () => {
    const id = randomBytes(6).toString('hex').replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]);
    return {
      enterpriseId: `ent-${id}`, centerEnterpriseId: `center-${id}`, enterpriseName: `Enterprise ${id}`,
      username: `Contact ${id}`, account: `owner-${id}@example.test`, email: `owner-${id}@example.test`,
    };
  };

  Object.entries(plans).forEach(([shape, planFor], i) => {
    it(`narrows the page and the count of a ${shape} plan`, async () => {
      const db = env.regionDb();
      const repo = enterpriseSearchRepo(db);
      const text = `735${i}`;
      const plan = planFor(text);
      const phone = `+1 555 ${text}`;
      const frozenPending = await buildEnterprise(db, { ...digitless(), phone, state: 0, googleAuth: 2 });
      const live = await buildEnterprise(db, { ...digitless(), phone, state: 1 });
      const liveOutdoor = await buildEnterprise(db, { ...digitless(), phone, state: 1, outdoor: 1 });
      const ids = async (filter: object) => (await repo.search(text, plan, filter, 10, 0)).map((r) => r.id);

      expect(await ids({})).toEqual([liveOutdoor.id, live.id, frozenPending.id]);
      expect(await ids({ state: 1 })).toEqual([liveOutdoor.id, live.id]);
      expect(await ids({ state: 0, googleAuth: 2 })).toEqual([frozenPending.id]);
      expect(await ids({ outdoor: 1, googleAuth: 0 })).toEqual([liveOutdoor.id]);
      expect(await ids({ outdoor: 1, state: 0 })).toEqual([]);
      const [first] = await repo.search(text, plan, { state: 1 }, 1, 0);
      expect(first.matchCount).toBe(plan.kind === 'index' ? 2 : null);
      expect(await repo.countMatches(text, plan, { state: 1 })).toBe(2);
      expect(await repo.countMatches(text, plan, {})).toBe(3);
    });
  });
});
