import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { REGIONS, type RegionName } from '../regions.ts';
import { EMAIL_ADDRESS_MAX, isEmailAddress } from '../emails.ts';
import { isKnownTimezone } from '../time-zones.ts';

// The address and time-zone helpers live in ../emails.ts and ../time-zones.ts (import them from '@gwn/contract');
// re-exported here for code written before they moved.
export { isEmailAddress as isNoticeEmail, splitPastedEmails, uniqueEmails } from '../emails.ts';
export { epochFromWallClock, formatInTimezone, isKnownTimezone, timezoneLabel, utcOffsetLabel, utcOffsetMinutes } from '../time-zones.ts';

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
  emailMax: EMAIL_ADDRESS_MAX,
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
      if (!isEmailAddress(e)) ctx.addIssue({ code: 'custom', path: ['emails', i], message: 'not an e-mail address' });
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
