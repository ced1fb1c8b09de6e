import { enterprises as contract, type ParsedRequestOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { auditWriter } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { oneTimeTokenStore } from './one-time-tokens.ts';
import { exportFields, presentEnterprise } from './present.ts';
import { searchExport } from '../search/search-export.ts';
import { pageTotal } from '../search/page-total.ts';
import { enterpriseRepo, type EnterpriseRecord, type SwitchColumn } from './repo.ts';
import { searchPlanner } from '../search/search-planner.ts';
import { DIGIT_GRAMS, TRIGRAMS } from '../search/ngrams.ts';
import { mfaRemovalMail } from './mfa-removal-mail.ts';

/** regionUrl is read per call: the public address may be known only once the service listens. */
export interface EnterpriseServiceDeps { db: RegionDb; mailer: Mailer; regionUrl: () => string }

const notFound = () => new ApiError(404);
const EXPORT_BATCH = 500;

/** The enterprise list, its privilege switches, export and MFA removal (spec 1 §2, §3, §7). */
export function enterpriseService(deps: EnterpriseServiceDeps) {
  const repo = enterpriseRepo(deps.db);
  const audit = auditWriter(deps.db, regionAuditLog);
  const tokens = oneTimeTokenStore(deps.db);

  async function withApTotals(records: EnterpriseRecord[]) {
    const totals = await repo.apTotals(records.map((r) => r.id));
    return records.map((r) => presentEnterprise(r, totals.get(r.id)));
  }

  // Enterprise texts are compared lower-cased; the trigram or the 4-digit index narrows the candidates (region/search/).
  const planner = searchPlanner({
    indexes: [TRIGRAMS, DIGIT_GRAMS], sample: (size) => repo.sampleSearchTexts(size), normalize: (s) => s.toLowerCase(),
  });

  const exporter = searchExport({
    tokens, audit, purpose: 'enterprise-export', showKey: 'enterprise.export', batchSize: EXPORT_BATCH, planner,
    searchBefore: (text, plan, before, limit) => repo.searchBefore(text, plan, before, limit),
    cellsOf: async (batch) => (await withApTotals(batch)).map(exportFields),
  });

  /** Sets a switch found by the enterprise's id string; audited with the new value. */
  async function setByEnterpriseId(ctx: RequestContext, enterpriseId: string, column: SwitchColumn, value: 0 | 1, name?: string) {
    const found = await repo.findByEnterpriseId(enterpriseId);
    if (!found) throw notFound();
    await repo.setSwitch(found.id, column, value);
    await audit(ctx, `enterprise.switch.${column}`, { enterpriseId, name: name ?? null, value });
    return null;
  }

  return {
    async list({ search, pageNum, pageSize }: ParsedRequestOf<typeof contract.list>) {
      const { text, plan } = await planner.plan(search);
      const offset = (pageNum - 1) * pageSize;
      const records = await repo.search(text, plan, pageSize, offset);
      const { total, totalEstimated } = await pageTotal(plan, { offset, pageSize, rows: records.length, matchCount: records[0]?.matchCount },
        () => repo.countMatches(text, plan));
      return { total, totalEstimated, result: records.map((r) => presentEnterprise(r, { online: r.apOnline, total: r.apTotal })) };
    },

    async setOutdoor(ctx: RequestContext, { id, outdoor, name }: ParsedRequestOf<typeof contract.setOutdoor>) {
      if (!(await repo.setSwitch(id, 'outdoor', outdoor))) throw notFound();
      await audit(ctx, 'enterprise.switch.outdoor', { id, name: name ?? null, value: outdoor });
      return null;
    },
    setPayment: (ctx: RequestContext, p: ParsedRequestOf<typeof contract.setPayment>) =>
      setByEnterpriseId(ctx, p.enterpriseId, 'payment', p.payment, p.name),
    setPortal: (ctx: RequestContext, p: ParsedRequestOf<typeof contract.setPortal>) =>
      setByEnterpriseId(ctx, p.enterpriseId, 'portal', p.portal, p.name),
    setTopWebsites: (ctx: RequestContext, p: ParsedRequestOf<typeof contract.setTopWebsites>) =>
      setByEnterpriseId(ctx, p.enterpriseId, 'isShowTopWebsites', p.isShowTopWebsites, p.name),
    setHardwareReset: (ctx: RequestContext, p: ParsedRequestOf<typeof contract.setHardwareReset>) =>
      setByEnterpriseId(ctx, p.enterpriseId, 'isShowHardwareReset', p.enable, p.name),
    setIspConfig: (ctx: RequestContext, p: ParsedRequestOf<typeof contract.setIspConfig>) =>
      setByEnterpriseId(ctx, p.enterpriseId, 'isShowIspConfig', p.enable),
    setHighPrecisionUsageControl: (ctx: RequestContext, p: ParsedRequestOf<typeof contract.setHighPrecisionUsageControl>) =>
      setByEnterpriseId(ctx, p.enterpriseId, 'highPrecisionUsageControl', p.enable),

    /** The statistics cache only turns on: once on, it stays on (15013). */
    async openCache(ctx: RequestContext, { enterpriseId, name }: ParsedRequestOf<typeof contract.openCache>) {
      const found = await repo.findByEnterpriseId(enterpriseId);
      if (!found) throw notFound();
      if (found.isOpenCache === 1) throw new ApiError(15013);
      return setByEnterpriseId(ctx, enterpriseId, 'isOpenCache', 1, name);
    },

    exportTicket: (ctx: RequestContext, { search }: ParsedRequestOf<typeof contract.exportTicket>) => exporter.issueTicket(ctx, search),
    redeemExportTicket: (ticket: string) => exporter.redeemTicket(ticket),
    exportLines: (search: string) => exporter.lines(search),

    /** E-mails the contact a single-use link; the switch turns off only when the contact follows it. */
    async requestMfaRemoval(ctx: RequestContext, { enterpriseId }: ParsedRequestOf<typeof contract.resetMfa>) {
      const found = await repo.findByCenterId(enterpriseId);
      if (!found) throw notFound();
      if (found.googleAuth !== 1) throw new ApiError(10056);
      const token = await tokens.issue('remove-mfa', { id: found.id }, contract.MFA_REMOVAL_LINK_HOURS * 3600);
      const link = new URL(`${contract.confirmResetMfa.path}?token=${token}`, deps.regionUrl()).toString();
      await deps.mailer.send({ to: found.email, ...mfaRemovalMail({ name: found.username, enterprise: found.enterpriseName, link }) });
      await audit(ctx, 'enterprise.removeMfa.request', { centerEnterpriseId: enterpriseId, email: found.email });
      return null;
    },

    /** Follows an e-mailed link: true when two-factor sign-in was turned off, false for a used or expired link. */
    async confirmMfaRemoval(ctx: RequestContext, token: string): Promise<boolean> {
      const payload = await tokens.redeem(token, 'remove-mfa');
      if (!payload || typeof payload.id !== 'number') return false;
      const done = await repo.turnMfaOff(payload.id);
      if (!done) return false;
      await audit(ctx, 'enterprise.removeMfa.confirm', { account: done.email, enterpriseId: done.enterpriseId });
      return true;
    },
  };
}
export type EnterpriseService = ReturnType<typeof enterpriseService>;
