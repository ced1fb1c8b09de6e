import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RegionDb } from '../../db/connect.ts';
import { apiLimits, enterprises, openApiApplications } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

const columns = {
  id: apiLimits.id,
  appId: apiLimits.appId,
  url: apiLimits.url,
  count: apiLimits.count,
  description: apiLimits.description,
  descriptionEn: apiLimits.descriptionEn,
  enterpriseId: enterprises.enterpriseId,
};

export type StoredLimit = {
  id: number; appId: string | null; url: string; count: number; description: string; descriptionEn: string; enterpriseId: string | null;
};

export interface LimitQuery { search: string; appId: string; pageNum: number; pageSize: number }

/** SQL of the API limit screen (spec 3 "API limit list") and of issuing applications. */
export function apiLimitRepo(db: RegionDb) {
  const withEnterprise = () => db.select(columns).from(apiLimits)
    .leftJoin(openApiApplications, eq(openApiApplications.appId, apiLimits.appId))
    .leftJoin(enterprises, eq(enterprises.id, openApiApplications.enterpriseId));

  return {
    async page(q: LimitQuery): Promise<{ total: number; rows: StoredLimit[] }> {
      const conditions: SQL[] = [];
      if (q.appId) conditions.push(eq(apiLimits.appId, q.appId));
      if (q.search) {
        const pattern = `%${escapeLike(q.search)}%`;
        conditions.push(or(ilike(apiLimits.url, pattern), ilike(apiLimits.appId, pattern),
          ilike(apiLimits.description, pattern), ilike(apiLimits.descriptionEn, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(apiLimits).where(where);
      const rows = await withEnterprise().where(where)
        // Defaults first, then each URL's overrides by application id.
        .orderBy(sql`${apiLimits.appId} IS NOT NULL`, asc(apiLimits.url), asc(apiLimits.appId), asc(apiLimits.id))
        .limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
      return { total, rows };
    },

    async find(id: number, lock = false): Promise<StoredLimit | undefined> {
      const query = withEnterprise().where(eq(apiLimits.id, id));
      const [row] = lock ? await query.for('update', { of: apiLimits }) : await query;
      return row;
    },

    async defaultOf(url: string) {
      const [row] = await withEnterprise().where(and(eq(apiLimits.url, url), isNull(apiLimits.appId)));
      return row;
    },

    async defaults() {
      return db.select({ url: apiLimits.url, count: apiLimits.count, description: apiLimits.description, descriptionEn: apiLimits.descriptionEn })
        .from(apiLimits).where(isNull(apiLimits.appId)).orderBy(asc(apiLimits.url));
    },

    /** Inserts unless the URL already has a limit for this application (or a default); undefined means it had. */
    async insert(values: { appId: string | null; url: string; count: number; description: string; descriptionEn: string }) {
      const [row] = await db.insert(apiLimits).values(values).onConflictDoNothing().returning({ id: apiLimits.id });
      return row;
    },

    async update(id: number, values: { count: number; description: string; descriptionEn: string }) {
      await db.update(apiLimits).set({ ...values, modifiedAt: new Date() }).where(eq(apiLimits.id, id));
    },

    /** Deletes overrides only; answers the rows deleted, as they were. */
    async removeOverrides(ids: number[]) {
      const rows = await withEnterprise().where(and(inArray(apiLimits.id, ids), isNotNull(apiLimits.appId)));
      if (rows.length) await db.delete(apiLimits).where(inArray(apiLimits.id, rows.map((r) => r.id)));
      return rows;
    },

    async defaultIdsAmong(ids: number[]) {
      const rows = await db.select({ id: apiLimits.id }).from(apiLimits).where(and(inArray(apiLimits.id, ids), isNull(apiLimits.appId)));
      return rows.map((r) => r.id);
    },

    /** Applications with no override for the URL: the ones its default governs. */
    async appIdsGovernedByDefault(url: string) {
      const override = alias(apiLimits, 'override');
      const rows = await db.select({ appId: openApiApplications.appId }).from(openApiApplications).where(notExists(
        db.select({ one: sql`1` }).from(override).where(and(eq(override.url, url), eq(override.appId, openApiApplications.appId))),
      ));
      return rows.map((r) => r.appId);
    },

    async applications() {
      return db.select({ appId: openApiApplications.appId, enterpriseId: enterprises.enterpriseId, enterpriseName: enterprises.enterpriseName })
        .from(openApiApplications).innerJoin(enterprises, eq(enterprises.id, openApiApplications.enterpriseId))
        .orderBy(asc(openApiApplications.appId));
    },

    async applicationExists(appId: string) {
      const [row] = await db.select({ id: openApiApplications.id }).from(openApiApplications).where(eq(openApiApplications.appId, appId));
      return row !== undefined;
    },

    async enterpriseRow(enterpriseId: string) {
      const [row] = await db.select({ id: enterprises.id, enterpriseId: enterprises.enterpriseId, enterpriseName: enterprises.enterpriseName })
        .from(enterprises).where(and(eq(enterprises.enterpriseId, enterpriseId), eq(enterprises.isDelete, 0)));
      return row;
    },

    async insertApplication(values: { appId: string; enterpriseId: number; secretHash: string }) {
      await db.insert(openApiApplications).values(values);
    },

    // ---- issue 26: the console's flow of applications ----

    /** Live enterprises matching a search by name, id or e-mail, by name: whom an application may be issued to. */
    async enterprisesMatching(search: string, limit: number) {
      const pattern = `%${escapeLike(search)}%`;
      return db.select({ enterpriseId: enterprises.enterpriseId, enterpriseName: enterprises.enterpriseName, email: enterprises.email })
        .from(enterprises)
        .where(and(eq(enterprises.isDelete, 0), search ? or(
          ilike(enterprises.enterpriseName, pattern), ilike(enterprises.enterpriseId, pattern), ilike(enterprises.email, pattern),
        ) : undefined))
        .orderBy(asc(enterprises.enterpriseName), asc(enterprises.id)).limit(limit);
    },

    async applicationsOf(enterpriseRowId: number) {
      return db.select({ appId: openApiApplications.appId, createdAt: openApiApplications.createdAt })
        .from(openApiApplications).where(eq(openApiApplications.enterpriseId, enterpriseRowId))
        .orderBy(desc(openApiApplications.createdAt), desc(openApiApplications.id));
    },

    /** Deletes an application and its overrides; undefined when there was none. */
    async removeApplication(appId: string) {
      const [app] = await db.delete(openApiApplications).where(eq(openApiApplications.appId, appId))
        .returning({ appId: openApiApplications.appId, enterpriseRowId: openApiApplications.enterpriseId });
      if (!app) return undefined;
      const overrides = await db.delete(apiLimits).where(eq(apiLimits.appId, appId))
        .returning({ url: apiLimits.url, count: apiLimits.count });
      const [enterprise] = await db.select({ enterpriseId: enterprises.enterpriseId, enterpriseName: enterprises.enterpriseName })
        .from(enterprises).where(eq(enterprises.id, app.enterpriseRowId));
      return { appId: app.appId, enterprise, overrides };
    },
  };
}
