import type { RegionDb } from '../../db/connect.ts';
import { DIGIT_GRAMS, TRIGRAMS } from '../shared/search/ngrams.ts';
import { searchPlanner } from '../shared/search/search-planner.ts';
import { enterpriseSearchRepo } from './search-repo.ts';

/**
 * The enterprise search of one service: its planner and its prepared statements, on the region's
 * database (never a call's transaction), shared by the list and the export. Texts are compared
 * lower-cased; the trigram or the 4-digit index narrows the candidates (region/shared/search/).
 */
export function enterpriseSearch(db: RegionDb) {
  const repo = enterpriseSearchRepo(db);
  const planner = searchPlanner({
    indexes: [TRIGRAMS, DIGIT_GRAMS], sample: (size) => repo.sampleSearchTexts(size), normalize: (s) => s.toLowerCase(),
  });
  return { repo, planner };
}
export type EnterpriseSearch = ReturnType<typeof enterpriseSearch>;
