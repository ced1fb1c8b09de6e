import { randomBytes } from 'node:crypto';
import { apiLimits as contract, openApi, RetCode } from '@gwn/contract';
import { ApiError, invalid, notFound } from '../../core/api-error.ts';
import type { CallLimiter } from '../../core/call-limits.ts';
import { applicationSecretHash } from '../../core/guard.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { apiLimitRepo, type StoredLimit } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type Row = Reply<typeof contract.add>;

/** How many enterprises the issue dialog's search offers at once. */
const ENTERPRISE_CHOICES = 20;
const OPEN_PATHS = new Set(openApi.OPEN_API_PATHS);
const subjectOf = (row: { url: string; appId: string | null }) => (row.appId ? `${row.url} (${row.appId})` : row.url);
/** What the audit entry keeps of a limit. */
const auditOf = (row: StoredLimit) => ({
  url: row.url, appId: row.appId ?? '', count: row.count, description: row.description, descriptionEn: row.descriptionEn,
});

/** Rules of the API limit screen (spec 3 "API limit list", §4–§6) and issuing the open API's applications. */
export function apiLimitService(limiter: CallLimiter) {
  /**
   * Calls answered in the current window. The counter also counts the calls refused over the limit (15043),
   * and in a fixed window the first `count` calls are exactly the answered ones: so the count, capped at the limit.
   */
  const answered = async (appId: string, row: StoredLimit) => Math.min(await limiter.used(appId, row.url), row.count);

  /** Calls answered in the current window: the application's, or for a default the busiest governed application's. */
  async function usedBy(db: RegionDb, row: StoredLimit): Promise<number> {
    if (row.appId !== null) return answered(row.appId, row);
    if (!OPEN_PATHS.has(row.url)) return 0;
    const governed = await apiLimitRepo(db).appIdsGovernedByDefault(row.url);
    const counts = await Promise.all(governed.map((appId) => answered(appId, row)));
    return Math.max(0, ...counts);
  }

  async function rowOf(db: RegionDb, row: StoredLimit): Promise<Row> {
    const used = await usedBy(db, row);
    return {
      id: row.id, enterpriseId: row.enterpriseId ?? '', appId: row.appId ?? '', url: row.url, count: row.count,
      description: row.description, descriptionEn: row.descriptionEn,
      isOpenToApi: OPEN_PATHS.has(row.url) ? 1 : 0, default: row.appId === null ? 1 : 0,
      used, near: contract.isNearLimit(used, row.count),
    };
  }

  return {
    async list(req: Req<typeof contract.list>, call: RegionCall): Promise<Reply<typeof contract.list>> {
      const { total, rows } = await apiLimitRepo(call.db).page({ search: req.search, appId: req.filter.appId, pageNum: req.pageNum, pageSize: req.pageSize });
      const result = await Promise.all(rows.map((row) => rowOf(call.db, row)));
      return { total, pages: Math.ceil(total / req.pageSize), result };
    },

    async appIds(_req: Req<typeof contract.appIds>, call: RegionCall): Promise<Reply<typeof contract.appIds>> {
      return apiLimitRepo(call.db).applications();
    },

    async defaultUrls(_req: Req<typeof contract.defaultUrls>, call: RegionCall): Promise<Reply<typeof contract.defaultUrls>> {
      return apiLimitRepo(call.db).defaults();
    },

    async add(req: Req<typeof contract.add>, call: RegionCall): Promise<Reply<typeof contract.add>> {
      const repo = apiLimitRepo(call.db);
      let { description, descriptionEn } = req;
      if (req.mode === 1) {
        if (!(await repo.applicationExists(req.appId))) throw new ApiError(RetCode.ApiLimitAppUnknown, { field: 'appId' });
        // An override keeps its default's descriptions (spec 3 §5: the dialog fills and disables them).
        const base = await repo.defaultOf(req.url);
        if (!base) throw new ApiError(RetCode.ApiLimitNoDefault, { field: 'url' });
        ({ description, descriptionEn } = base);
      }
      const inserted = await repo.insert({ appId: req.mode === 1 ? req.appId : null, url: req.url, count: req.count, description, descriptionEn });
      if (!inserted) throw new ApiError(RetCode.ApiLimitExists, { field: req.mode === 1 ? 'appId' : 'url' });
      const row = (await repo.find(inserted.id))!;
      call.audit.subject(subjectOf(row));
      call.audit.change(null, auditOf(row));
      return rowOf(call.db, row);
    },

    async edit(req: Req<typeof contract.edit>, call: RegionCall): Promise<Reply<typeof contract.edit>> {
      const repo = apiLimitRepo(call.db);
      const before = await repo.find(req.id, true);
      if (!before) throw notFound();
      // The mode, URL and application are fixed; an override's descriptions stay its default's.
      const texts = before.appId === null ? { description: req.description, descriptionEn: req.descriptionEn } : before;
      await repo.update(req.id, { count: req.count, description: texts.description, descriptionEn: texts.descriptionEn });
      const after = (await repo.find(req.id))!;
      call.audit.subject(subjectOf(after));
      call.audit.change(auditOf(before), auditOf(after));
      return rowOf(call.db, after);
    },

    async remove(req: Req<typeof contract.remove>, call: RegionCall): Promise<Reply<typeof contract.remove>> {
      const repo = apiLimitRepo(call.db);
      const ids = [...new Set(req.ids)];
      const defaults = await repo.defaultIdsAmong(ids);
      if (defaults.length) throw invalid({ ids: `a default limit cannot be deleted: ${defaults.join(', ')}` });
      const removed = await repo.removeOverrides(ids);
      if (removed.length === 0) {
        call.audit.nothingChanged();
        return { deleted: 0 };
      }
      call.audit.subject(removed.map(subjectOf).join(', '));
      for (const row of removed) call.audit.change(auditOf(row), null, subjectOf(row));
      return { deleted: removed.length };
    },

    async defaultUrlsBySpec(_req: Req<typeof contract.defaultUrlsBySpec>, call: RegionCall): Promise<Reply<typeof contract.defaultUrlsBySpec>> {
      return apiLimitRepo(call.db).defaults();
    },

    async applicationEnterprises(req: Req<typeof contract.applicationEnterprises>, call: RegionCall): Promise<Reply<typeof contract.applicationEnterprises>> {
      return apiLimitRepo(call.db).enterprisesMatching(req.search, ENTERPRISE_CHOICES);
    },

    async listApplications(req: Req<typeof contract.listApplications>, call: RegionCall): Promise<Reply<typeof contract.listApplications>> {
      const repo = apiLimitRepo(call.db);
      const enterprise = await repo.enterpriseRow(req.enterpriseId);
      if (!enterprise) throw notFound();
      const rows = await repo.applicationsOf(enterprise.id);
      return rows.map((r) => ({ appId: r.appId, enterpriseId: enterprise.enterpriseId, createdAt: r.createdAt.toISOString() }));
    },

    async revokeApplication(req: Req<typeof contract.revokeApplication>, call: RegionCall): Promise<Reply<typeof contract.revokeApplication>> {
      // The guard looks the application up on every call, so its credentials fail from this commit on.
      const removed = await apiLimitRepo(call.db).removeApplication(req.appId);
      if (!removed) throw notFound();
      call.audit.subject(`${removed.enterprise?.enterpriseName ?? ''} (${removed.appId})`);
      call.audit.change({ appId: removed.appId, enterpriseId: removed.enterprise?.enterpriseId ?? '', overrides: removed.overrides }, null);
      return { appId: removed.appId, overridesDeleted: removed.overrides.length };
    },

    async issueApplication(req: Req<typeof contract.issueApplication>, call: RegionCall): Promise<Reply<typeof contract.issueApplication>> {
      const repo = apiLimitRepo(call.db);
      const enterprise = await repo.enterpriseRow(req.enterpriseId);
      if (!enterprise) throw notFound();
      const appId = `app_${randomBytes(9).toString('base64url')}`;
      const appSecret = randomBytes(32).toString('base64url');
      await repo.insertApplication({ appId, enterpriseId: enterprise.id, secretHash: applicationSecretHash(appSecret) });
      call.audit.subject(`${enterprise.enterpriseName} (${appId})`);
      call.audit.change(null, { appId, enterpriseId: enterprise.enterpriseId });
      return { appId, appSecret, enterpriseId: enterprise.enterpriseId };
    },
  };
}
