const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the operator's own clock shows it, "2026-11-20 08:00:00" (or without seconds). Plain Date, not
 * dayjs: the screens that only show times do not load it (issue #27).
 */
export function localTime(at: Date | number, seconds = true): string {
  const d = typeof at === 'number' ? new Date(at) : at;
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
}

/** The local time `seconds` before now, as `localTime` shows it. */
export const localTimeAgo = (seconds: number, withSeconds = true) => localTime(Date.now() - seconds * 1000, withSeconds);
