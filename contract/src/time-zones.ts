/**
 * IANA time zones and wall clocks, as the maintenance notice and the system bulletin use them: whether a zone is known,
 * its UTC offset at an instant, how a zone is labelled, and the conversions between an instant and a zone's wall clock.
 */

/** Whether a name is an IANA timezone this runtime knows. */
export function isKnownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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
