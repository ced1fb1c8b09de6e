import { formatInTimezone, maintenanceNotice as contract, timezoneLabel } from '@gwn/contract';
import type { MailMessage } from '../../mail/mailer.ts';

const { NOTICE_PLACEHOLDERS } = contract;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NoticeContent {
  subject: string;
  /** Sanitized HTML with placeholders. */
  html: string;
  startMs: number;
  endMs: number;
  timezone: string;
}

/** The window as the timezone's clock shows it: "2026-12-01 02:00 – 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai". */
export function windowIn(n: Pick<NoticeContent, 'startMs' | 'endMs'>, timeZone: string): string {
  return `${formatInTimezone(n.startMs, timeZone)} – ${formatInTimezone(n.endMs, timeZone)} ${timezoneLabel(timeZone, n.startMs)}`;
}

/** The body with {{start}}, {{end}} and {{timezone}} replaced by the notice's own values (escaped: the body is HTML). */
export function fillPlaceholders(n: NoticeContent): string {
  return n.html
    .replaceAll(NOTICE_PLACEHOLDERS.start, escapeHtml(formatInTimezone(n.startMs, n.timezone)))
    .replaceAll(NOTICE_PLACEHOLDERS.end, escapeHtml(formatInTimezone(n.endMs, n.timezone)))
    .replaceAll(NOTICE_PLACEHOLDERS.timezone, escapeHtml(timezoneLabel(n.timezone, n.startMs)));
}

/**
 * One recipient's e-mail: the operator's body, then the window in the notice's timezone and, when the
 * recipient is an enterprise contact whose timezone differs, in that timezone too (bilingual: the
 * recipient's language is not known here).
 */
export function noticeMail(n: NoticeContent, to: string, recipientTimezone: string | null): MailMessage {
  const own = windowIn(n, n.timezone);
  const local = recipientTimezone && recipientTimezone !== n.timezone ? windowIn(n, recipientTimezone) : null;
  const lines = [
    `Maintenance window / 维护时间: ${own}`,
    ...(local ? [`In your timezone / 您所在时区: ${local}`] : []),
  ];
  const body = fillPlaceholders(n);
  return {
    to,
    subject: n.subject,
    html: `${body}\n<hr>\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}`,
    text: `${htmlToText(body)}\n\n${lines.join('\n')}`,
  };
}

/** The entities the sanitizer writes, decoded (&amp; last, so "&amp;lt;" stays "&lt;"). */
function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCharCode(Number(d))).replace(/&amp;/g, '&');
}

/**
 * A link in plain text: its words, then where it goes in brackets, as a reader of the text part needs it
 * ("status page (https://…)"); once when the words are the address. Mail links show the address. The
 * sanitizer writes every attribute in double quotes, and keeps http, https and mailto links only.
 */
function linkAsText(attributes: string, inner: string): string {
  const words = inner.replace(/<[^>]+>/g, '');
  const href = /\shref="([^"]*)"/i.exec(attributes)?.[1];
  if (!href) return words;
  const target = href.replace(/^mailto:/i, '');
  return decodeEntities(words).trim() === decodeEntities(target) ? words : `${words} (${target})`;
}

/** A plain-text alternative: links with their targets, tags dropped, block ends as line breaks, entities decoded. */
function htmlToText(html: string): string {
  const text = html
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_, attributes: string, inner: string) => linkAsText(attributes, inner))
    .replace(/<(br|\/p|\/li|\/h\d|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text).replace(/\n{3,}/g, '\n\n').trim();
}
