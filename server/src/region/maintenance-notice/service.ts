import { maintenanceNotice as contract, RetCode, uniqueEmails, type RegionName } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import { storableRichText } from '../../core/html-sanitizer.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { timezoneOptions } from '../shared/timezones.ts';
import { noticeRepo, type NoticeRow } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

export function viewOf(row: NoticeRow, region: RegionName): contract.NoticeView {
  return {
    id: row.id, start: row.startAt.getTime(), end: row.endAt.getTime(), updateTime: row.updatedAt.getTime(),
    timezone: row.timezone, subject: row.subject, html: row.html, popTips: row.popTips, recipientMode: row.recipientMode,
    emails: row.emails, regionSelect: row.regionSelect,
    scheduled: row.popTips === 1 && row.finishedAt === null,
    progress: { status: row.sendStatus, total: row.total, sent: row.sent, failed: row.failed },
    mailedFrom: contract.mailingRegion(row.recipientMode, row.regionSelect, region),
  };
}

/** What the audit entry keeps of a notice (the body is long: its length only). */
const auditFieldsOf = (row: NoticeRow) => ({
  start: row.startAt.toISOString(), end: row.endAt.toISOString(), timezone: row.timezone, subject: row.subject,
  htmlLength: row.html.length, popTips: row.popTips, recipientMode: row.recipientMode,
  recipients: row.recipientMode === -1 ? 'all' : row.emails.length, regionSelect: row.regionSelect.join(','),
});

/** Rules of the maintenance notice (spec 2 screen 11, §4, §5, §9). */
export function noticeService(ctx: RegionContext, sender: { kick(): void }) {
  return {
    async read(_req: Req<typeof contract.read>, call: RegionCall): Promise<Reply<typeof contract.read>> {
      const row = await noticeRepo(call.db).latest();
      return { notice: row ? viewOf(row, ctx.region) : null };
    },

    async submit(req: Req<typeof contract.submit>, call: RegionCall): Promise<Reply<typeof contract.submit>> {
      const html = storableRichText(req.html, 'html');
      const repo = noticeRepo(call.db);
      const before = await repo.lockScheduled();
      const emails = req.recipientMode === -1 ? [] : uniqueEmails(req.emails);
      // Typed addresses go to every selected region with the notice; only one of them e-mails them.
      const typedHere = req.recipientMode !== -1 && contract.mailingRegion(req.recipientMode, req.regionSelect, ctx.region) === ctx.region;
      await repo.finishScheduled(); // a new submit replaces (updates) the scheduled notice
      const row = await repo.insert({
        startAt: new Date(req.start), endAt: new Date(req.end), timezone: req.timezone, subject: req.subject, html,
        popTips: req.popTips, recipientMode: req.recipientMode, emails, regionSelect: [...new Set(req.regionSelect)],
        requestedBy: requirePrincipal(call).account,
        // Typed lists are enqueued now (they are small); "all" is enumerated by the sender from its cursor.
        enumerated: req.recipientMode === -1 ? 0 : 1,
      });
      if (typedHere) {
        const zones = await repo.timezonesOf(emails);
        await repo.enqueue(row.id, emails.map((email) => ({ email, recipientTimezone: zones.get(email.toLowerCase()) ?? null })), { enumerated: true });
      }
      await repo.finishIfDone(row.id); // typed addresses another region e-mails: nothing to send here
      const after = (await repo.find(row.id))!;
      call.audit.subject(after.subject);
      call.audit.change(before ? auditFieldsOf(before) : null, auditFieldsOf(after));
      call.afterCommit(() => sender.kick());
      return { notice: viewOf(after, ctx.region) };
    },

    async finish(_req: Req<typeof contract.finish>, call: RegionCall): Promise<Reply<typeof contract.finish>> {
      const repo = noticeRepo(call.db);
      const before = await repo.lockScheduled();
      if (!before) throw new ApiError(RetCode.NotFound);
      await repo.finishScheduled();
      call.audit.subject(before.subject);
      call.audit.change({ scheduled: true }, { scheduled: false });
      return { finished: true };
    },

    async timezones(): Promise<Reply<typeof contract.timezones>> {
      return { result: timezoneOptions() };
    },
  };
}
