import { DatePicker } from 'antd';
import { dayjs, type Dayjs } from '../../lib/dayjs.ts';
import { useTranslation } from 'react-i18next';

/** Shortcuts of spec 2 §6, §9: the last 1, 7 and 30 days. */
export const PRESET_DAYS = [1, 7, 30] as const;

/**
 * The days of a shortcut: the last `days` × 24 hours up to the end of today, i.e. today and the days before
 * it ("last day" is today alone, not yesterday and today).
 */
export function presetDays(days: number, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.subtract(days - 1, 'day').startOf('day'), now.endOf('day')];
}

/** The picker's days as the URL keeps them (YYYY-MM-DD). */
export const dayText = (day: Dayjs) => day.format('YYYY-MM-DD');

export interface DayRange { from?: string; to?: string }

/**
 * A list's from–to day filter with the last day/week/month shortcuts. The days are YYYY-MM-DD text: the screen
 * keeps them in its list filters, so they stay in the URL (`calendarDay()` parses them back).
 */
export function DateRangeFilter({ label, from, to, onChange }: DayRange & { label: string; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('common');
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      presets={PRESET_DAYS.map((days) => ({ label: t(`dateRange.last${days}`), value: presetDays(days) }))}
      onChange={(range) => onChange({ from: range?.[0] ? dayText(range[0]) : undefined, to: range?.[1] ? dayText(range[1]) : undefined })}
    />
  );
}
