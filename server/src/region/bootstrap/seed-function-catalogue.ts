import { sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { deviceFunctions } from '../../db/region-schema.ts';
import { FUNCTION_CATALOGUE } from './function-catalogue.ts';

/**
 * Writes the function catalogue. An existing key keeps its kind and place but takes the catalogue's names
 * in both languages, so a region created before the Chinese names existed gets them on its next start.
 */
export async function seedFunctionCatalogue(db: RegionDb): Promise<void> {
  await db.insert(deviceFunctions)
    .values(FUNCTION_CATALOGUE.map((f, i) => ({ ...f, sortOrder: i })))
    .onConflictDoUpdate({
      target: deviceFunctions.functionKey,
      set: {
        functionName: sql`excluded.function_name`, functionNameZh: sql`excluded.function_name_zh`,
        category: sql`excluded.category`, categoryZh: sql`excluded.category_zh`,
      },
    });
}
