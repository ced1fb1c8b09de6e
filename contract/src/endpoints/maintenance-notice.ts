import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { REGIONS, type RegionName } from '../regions.ts';

/**
 * The maintenance notice of the maintenance page (spec 2 screen 11, §3-§9): a time window, its timezone, a
 * subject and a rich-text body e-mailed to the chosen recipients; with popTips the notice stays scheduled
 * (shown with End and Update) until finished. Recipient modes (§9): -1 every enterprise contact of the
 * region, 0 a specified list, 1 typed or imported addresses.
 */
export const RECIPIENT_MODES = [-1, 0, 1] as const;
export type RecipientMode = (typeof RECIPIENT_MODES)[number];

export const NOTICE_LIMITS = {
  /** Characters of one address (spec 2 §5). */
  emailMax: 108,
  /** Addresses of one typed or specified list. */
  emailsMax: 5000,
  subjectMax: 200,
  /** Characters of the body's HTML. */
  htmlMax: 100_000,
  /** The console's save button stops loading after this long (spec 2 §9). */
  saveLoadingResetMs: 10_000,
} as const;

/** The placeholders of the body, replaced in every e-mail (spec 2 §5). */
export const NOTICE_PLACEHOLDERS = { start: '{{start}}', end: '{{end}}', timezone: '{{timezone}}' } as const;

const EMAIL_SHAPE = /^[^\s@,;<>()[\]"]+@[^\s@,;<>()[\]"]+\.[^\s@,;<>()[\]"]+$/;

/** One recipient address as the chip input and the service accept it: a plain address of at most 108 characters. */
export const isNoticeEmail = (value: string): boolean => value.length <= NOTICE_LIMITS.emailMax && EMAIL_SHAPE.test(value);

/**
 * Pasted text split on commas and line breaks (spec 1 §2), trimmed; a comma ending a line is one separator.
 * Blank pieces (",," or an empty line) are kept so the chip input flags them.
 */
export const splitPastedEmails = (text: string): string[] => text.split(/,?[ \t]*\r?\n|,/).map((s) => s.trim());

/** Addresses once each, ignoring case, first spelling kept. */
export function uniqueEmails(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = e.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a name is an IANA timezone this runtime knows. */
export function isKnownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const epochMs = z.number().int().min(0).max(8_640_000_000_000);

/**
 * Which region e-mails a notice's recipients, seen from `region`: for "all" every region mails its own contacts;
 * a typed or specified list goes to every selected region but is mailed only by the first of them in the order
 * US, EU, CN, so each address gets one e-mail (docs/architecture.md, "Maintenance notice").
 */
export function mailingRegion(recipientMode: number, regionSelect: readonly string[], region: RegionName): RegionName {
  if (recipientMode === -1) return region;
  return REGIONS.find((r) => regionSelect.includes(r)) ?? region;
}

export const noticeFields = z.object({
  start: epochMs,
  end: epochMs,
  timezone: z.string().min(1).max(64).refine(isKnownTimezone, 'unknown timezone'),
  subject: z.string().trim().min(1).max(NOTICE_LIMITS.subjectMax),
  html: z.string().min(1).max(NOTICE_LIMITS.htmlMax),
  popTips: z.union([z.literal(0), z.literal(1)]),
  recipientMode: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  emails: z.array(z.string().trim().max(NOTICE_LIMITS.emailMax)).max(NOTICE_LIMITS.emailsMax).default([]),
  /** The regions the operator chose (the console sends the notice to each); typed addresses are e-mailed by the first of them. */
  regionSelect: z.array(z.enum(REGIONS)).min(1).max(REGIONS.length),
}).superRefine((v, ctx) => {
  if (v.end <= v.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be after start' });
  if (v.recipientMode !== -1) {
    if (v.emails.length === 0) ctx.addIssue({ code: 'custom', path: ['emails'], message: 'at least one address' });
    v.emails.forEach((e, i) => {
      if (!isNoticeEmail(e)) ctx.addIssue({ code: 'custom', path: ['emails', i], message: 'not an e-mail address' });
    });
  }
});

/** Progress of the notice's e-mails: recipients found so far (total), delivered, failed for good. */
export const sendProgress = z.object({
  status: z.enum(['sending', 'done']),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type SendProgress = z.infer<typeof sendProgress>;

export const noticeView = z.object({
  id: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  updateTime: z.number().int(),
  timezone: z.string(),
  subject: z.string(),
  html: z.string(),
  popTips: z.number().int(),
  recipientMode: z.number().int(),
  emails: z.array(z.string()),
  regionSelect: z.array(z.string()),
  /** Still shown as scheduled (popTips and not finished). */
  scheduled: z.boolean(),
  progress: sendProgress,
  /**
   * The region whose e-mails the progress counts: this one for "all" (each region mails its own contacts); for a
   * typed or specified list, the one region that mails it (`mailingRegion`), whose page shows its progress.
   */
  mailedFrom: z.enum(REGIONS),
});
export type NoticeView = z.infer<typeof noticeView>;

export const read = endpoint({
  service: 'region', method: 'GET', path: '/admin/dic/upgrade', guard: 'maintenance', audit: null,
  summary: 'The latest maintenance notice with its e-mail progress (sent / failed / total), or null when there is none',
  request: z.object({}),
  response: z.object({ notice: noticeView.nullable() }),
});

export const submit = endpoint({
  service: 'region', method: 'POST', path: '/admin/dic/upgrade', guard: 'maintenance', audit: 'maintenanceNoticeSubmit',
  summary: 'Schedules (or updates) the maintenance notice and starts e-mailing it; the body is sanitized',
  request: noticeFields,
  response: z.object({ notice: noticeView }),
  maxBodyBytes: 2 * 1024 * 1024,
});

export const finish = endpoint({
  service: 'region', method: 'POST', path: '/admin/dic/finish', guard: 'maintenance', audit: 'maintenanceNoticeFinish',
  summary: 'Ends the scheduled maintenance notice (e-mails already under way still go out); 404 when none is scheduled',
  request: z.object({}),
  response: z.object({ finished: z.boolean() }),
});

export const timezoneOption = z.object({ value: z.string(), label: z.string(), offsetMinutes: z.number().int() });
export type TimezoneOption = z.infer<typeof timezoneOption>;

export const timezones = endpoint({
  service: 'region', method: 'GET', path: '/admin/dic/timezones', guard: 'maintenance', audit: null,
  summary: 'The timezones a notice can use, by UTC offset now, labelled "(UTC+08:00) Asia/Shanghai"',
  request: z.object({}),
  response: z.object({ result: z.array(timezoneOption) }),
});

/** Minutes the timezone is ahead of UTC at that instant. */
export function utcOffsetMinutes(timeZone: string, atMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(atMs));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** "UTC+08:00" for that instant. */
export function utcOffsetLabel(timeZone: string, atMs: number): string {
  const minutes = utcOffsetMinutes(timeZone, atMs);
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "2026-12-01 02:00" as the wall clock of the timezone shows that instant. */
export function formatInTimezone(atMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(atMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** "(UTC+08:00) Asia/Shanghai": how a timezone is named in the console and the e-mails. */
export const timezoneLabel = (timeZone: string, atMs: number) => `(${utcOffsetLabel(timeZone, atMs)}) ${timeZone}`;

/** The instant a wall clock ("2026-12-01 02:00") shows in a timezone (the console's pickers give wall clocks). */
export function epochFromWallClock(wall: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(wall);
  if (!m) return Number.NaN;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const first = asUtc - utcOffsetMinutes(timeZone, asUtc) * 60_000;
  // Near a daylight-saving change the offset at the guess may differ from the one at the answer.
  return asUtc - utcOffsetMinutes(timeZone, first) * 60_000;
}
