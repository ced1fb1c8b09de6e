import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { timezoneOption } from './maintenance-notice.ts';

/**
 * The system bulletin (spec 3 "System-bulletin editor", §3, §5, §9): a subject, an operators' comment, a time
 * window given as wall clocks in a timezone, and a rich-text body. Inside its window it is served publicly
 * and shown in the console's shell.
 */
export const BULLETIN_LIMITS = {
  titleMax: 200,
  descriptionMax: 500,
  valueMax: 100_000,
} as const;

/** Spec 3 §9. */
export const BULLETIN_DEFAULT_TIMEZONE = 'Etc/GMT';

/** "2026-12-01 02:00" (seconds allowed and ignored): how the window's ends are sent and shown. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::\d{2})?$/;

/** Whether the text is a wall clock that names a real calendar minute (no 2026-02-30, no 24:00). */
export function isWallClock(text: string): boolean {
  const m = WALL_CLOCK.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && at.getUTCHours() === h && at.getUTCMinutes() === mi;
}

const wallClock = z.string().max(19).refine(isWallClock, 'expected YYYY-MM-DD HH:mm');

export const bulletinView = z.object({
  title: z.string(),
  description: z.string(),
  /** Sanitized HTML. */
  value: z.string(),
  timezone: z.string(),
  /** Wall clocks in the timezone, as saved ("YYYY-MM-DD HH:mm"). */
  startTime: z.string(),
  endTime: z.string(),
  /** The window's instants (epoch ms). */
  startAt: z.number().int(),
  endAt: z.number().int(),
  /** When it was last saved (epoch ms): the version a dismissal in the console is remembered for. */
  updateTime: z.number().int(),
});
export type BulletinView = z.infer<typeof bulletinView>;

/** What anyone may read of the bulletin inside its window (the operators' comment stays internal). */
export const publicBulletinView = bulletinView.omit({ description: true });
export type PublicBulletinView = z.infer<typeof publicBulletinView>;

export const info = endpoint({
  service: 'region', method: 'POST', path: '/admin/system/bulletin/info', guard: 'systemNotice', audit: null,
  summary: 'The timezones a bulletin can use and the region\'s bulletin (null before one is saved)',
  request: z.object({}),
  response: z.object({ timezones: z.array(timezoneOption), systemBulletin: bulletinView.nullable() }),
});

export const save = endpoint({
  service: 'region', method: 'POST', path: '/admin/system/bulletin/save', guard: 'systemNotice', audit: 'systemBulletinSave',
  summary: 'Replaces the bulletin; start and end are wall clocks in the timezone (end after start: 15051); the HTML is sanitized',
  request: z.object({
    title: z.string().trim().min(1).max(BULLETIN_LIMITS.titleMax),
    description: z.string().trim().max(BULLETIN_LIMITS.descriptionMax).default(''),
    timezone: z.string().min(1).max(64),
    startTime: wallClock,
    endTime: wallClock,
    value: z.string().min(1).max(BULLETIN_LIMITS.valueMax),
  }),
  response: z.object({ systemBulletin: bulletinView }),
  maxBodyBytes: 2 * 1024 * 1024,
});

export const current = endpoint({
  service: 'region', method: 'GET', path: '/admin/system/bulletin/current', guard: 'session', audit: null,
  summary: 'The bulletin while its window is open (start inclusive, end exclusive); null outside it. Any signed-in operator (the shell shows it)',
  request: z.object({}),
  response: z.object({ systemBulletin: publicBulletinView.nullable() }),
});
