import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { apiLimits, openApiApplications } from '../../db/region-schema.ts';

/**
 * What the open API's guard and limit check read (region/service.ts wires them into the core), and the
 * API limit screen shares: an application by id, and the limit that governs its calls to a URL.
 */
export function openApiRepo(db: RegionDb) {
  return {
    async application(appId: string) {
      const [row] = await db.select({
        appId: openApiApplications.appId, enterpriseRowId: openApiApplications.enterpriseId, secretHash: openApiApplications.secretHash,
      }).from(openApiApplications).where(eq(openApiApplications.appId, appId));
      return row ?? null;
    },

    /** The application's override for the URL, else the URL's default; null when the URL has neither. */
    async effectiveLimit(appId: string, url: string): Promise<number | null> {
      // An override sorts before the default (NULL app ids last in descending order).
      const [row] = await db.select({ count: apiLimits.count }).from(apiLimits)
        .where(and(eq(apiLimits.url, url), or(eq(apiLimits.appId, appId), isNull(apiLimits.appId))))
        .orderBy(sql`${apiLimits.appId} IS NULL`, desc(apiLimits.appId)).limit(1);
      return row?.count ?? null;
    },
  };
}
