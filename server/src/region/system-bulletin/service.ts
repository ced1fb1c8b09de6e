import { epochFromWallClock, isKnownTimezone, RetCode, systemBulletin as contract } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import { storableRichText } from '../../core/html-sanitizer.ts';
import { auditText } from '../shared/audit-text.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { timezoneOptions } from '../shared/timezones.ts';
import { bulletinRepo, type BulletinRow } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** "2026-12-01 02:00:00" → "2026-12-01 02:00": the window is kept to the minute. */
const minuteOf = (wall: string) => wall.slice(0, 16);

export function viewOf(row: BulletinRow): contract.BulletinView {
  return {
    title: row.title, description: row.description, value: row.value, timezone: row.timezone,
    startTime: row.startTime, endTime: row.endTime, startAt: row.startAt.getTime(), endAt: row.endAt.getTime(),
    updateTime: row.updatedAt.getTime(),
  };
}

const auditFieldsOf = (row: BulletinRow) => ({
  title: row.title, description: row.description, timezone: row.timezone, startTime: row.startTime, endTime: row.endTime,
  value: auditText(row.value),
});

/**
 * Rules of the system bulletin (spec 3 "System-bulletin editor", §5, §9): title, window, timezone and content
 * required; the window's wall clocks are read in the timezone and the end must come after the start.
 */
export function bulletinService() {
  return {
    async info(_req: Req<typeof contract.info>, call: RegionCall): Promise<Reply<typeof contract.info>> {
      const row = await bulletinRepo(call.db).read();
      return { timezones: timezoneOptions([contract.BULLETIN_DEFAULT_TIMEZONE, 'UTC']), systemBulletin: row ? viewOf(row) : null };
    },

    async save(req: Req<typeof contract.save>, call: RegionCall): Promise<Reply<typeof contract.save>> {
      if (!isKnownTimezone(req.timezone)) throw new ApiError(RetCode.BulletinTimezoneUnknown, { field: 'timezone' });
      const startTime = minuteOf(req.startTime);
      const endTime = minuteOf(req.endTime);
      const startAt = epochFromWallClock(startTime, req.timezone);
      const endAt = epochFromWallClock(endTime, req.timezone);
      if (!(endAt > startAt)) throw new ApiError(RetCode.BulletinEndNotAfterStart, { field: 'endTime' });
      const value = storableRichText(req.value, 'value');
      const repo = bulletinRepo(call.db);
      const before = await repo.read(true);
      const after = await repo.save({
        title: req.title, description: req.description, value, timezone: req.timezone, startTime, endTime,
        startAt: new Date(startAt), endAt: new Date(endAt), updatedBy: requirePrincipal(call).account,
      });
      call.audit.subject(after.title);
      call.audit.change(before ? auditFieldsOf(before) : null, auditFieldsOf(after));
      return { systemBulletin: viewOf(after) };
    },

    /** Public: the bulletin only while its window is open, without the operators' comment. */
    async current(_req: Req<typeof contract.current>, call: RegionCall): Promise<Reply<typeof contract.current>> {
      const row = await bulletinRepo(call.db).openAt(new Date());
      if (!row) return { systemBulletin: null };
      const { description: _comment, ...shown } = viewOf(row);
      return { systemBulletin: shown };
    },
  };
}
