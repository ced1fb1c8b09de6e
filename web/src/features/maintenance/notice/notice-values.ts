import type { WallRange } from '../../../components/date-time-range/index.ts';
import { epochFromWallClock, formatInTimezone, maintenanceNotice as contract, timezoneLabel, type RegionName, type RequestOf } from '@gwn/contract/console';

const { NOTICE_PLACEHOLDERS } = contract;

/** The form's values: the time range is a wall clock in the chosen timezone. */
export interface NoticeFormValues {
  range: WallRange;
  timezone: string;
  subject: string;
  regionSelect: RegionName[];
  recipientMode: contract.RecipientMode;
  emails: string[];
  html: string;
  popTips: boolean;
}

export function payloadOf(v: NoticeFormValues): RequestOf<typeof contract.submit> {
  return {
    start: epochFromWallClock(v.range[0], v.timezone),
    end: epochFromWallClock(v.range[1], v.timezone),
    timezone: v.timezone, subject: v.subject.trim(), html: v.html, popTips: v.popTips ? 1 : 0,
    recipientMode: v.recipientMode, emails: v.recipientMode === -1 ? [] : v.emails, regionSelect: v.regionSelect,
  };
}

/** The form filled from a stored notice (Update). */
export function valuesOf(n: contract.NoticeView): NoticeFormValues {
  return {
    range: [formatInTimezone(n.start, n.timezone), formatInTimezone(n.end, n.timezone)],
    timezone: n.timezone, subject: n.subject, regionSelect: n.regionSelect as RegionName[],
    recipientMode: n.recipientMode as contract.RecipientMode, emails: n.emails, html: n.html, popTips: n.popTips === 1,
  };
}

/**
 * The body as recipients read it (for the preview): each placeholder filled as soon as the form holds its value,
 * the others shown by `unfilled` (e.g. "[start time]") rather than as raw `{{start}}`.
 */
export function filledBody(
  html: string, range: WallRange | null | undefined, timezone: string | undefined,
  unfilled: (placeholder: keyof typeof NOTICE_PLACEHOLDERS) => string,
): string {
  const [start, end] = range ?? [];
  const at = start && timezone ? epochFromWallClock(start, timezone) : Date.now();
  return html
    .replaceAll(NOTICE_PLACEHOLDERS.start, start || unfilled('start'))
    .replaceAll(NOTICE_PLACEHOLDERS.end, end || unfilled('end'))
    .replaceAll(NOTICE_PLACEHOLDERS.timezone, timezone ? timezoneLabel(timezone, at) : unfilled('timezone'));
}
