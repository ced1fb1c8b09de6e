import dayjs, { type Dayjs } from 'dayjs';

/** Shortcuts of spec 2 §6, §9: the last 1, 7 and 30 days. */
export const PRESET_DAYS = [1, 7, 30] as const;

const DAY = 'YYYY-MM-DD';

/**
 * The days of a shortcut: the last `days` × 24 hours up to the end of today, i.e. today and the days before
 * it ("last day" is today alone, not yesterday and today).
 */
export function presetDays(days: number, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.subtract(days - 1, 'day').startOf('day'), now.endOf('day')];
}

/** The picker's days as the URL keeps them (YYYY-MM-DD). */
export const dayText = (day: Dayjs) => day.format(DAY);

/** The call's range for the chosen days: the start of the first day to the end of the last one (epoch ms, inclusive). */
export function visitRange(from: string | undefined, to: string | undefined): { startDate?: number; endDate?: number } {
  return {
    startDate: from ? dayjs(from).startOf('day').valueOf() : undefined,
    endDate: to ? dayjs(to).endOf('day').valueOf() : undefined,
  };
}
