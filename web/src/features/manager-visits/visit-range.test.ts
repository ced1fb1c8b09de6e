import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs.ts';
import { dayText, presetDays } from '../../components/list/date-range-filter.tsx';
import { visitRange } from './visit-range.ts';

const HOUR = 3600_000;

describe('manager visit date range', () => {
  const now = dayjs('2026-11-20T15:42:00');

  it('"last day" covers the 24 hours up to the end of today: today only, not two calendar days', () => {
    const [from, to] = presetDays(1, now);
    expect([dayText(from), dayText(to)]).toEqual(['2026-11-20', '2026-11-20']);
    const range = visitRange(dayText(from), dayText(to));
    expect(range.startDate).toBe(dayjs('2026-11-20T00:00:00').valueOf());
    expect((range.endDate ?? 0) - (range.startDate ?? 0)).toBe(24 * HOUR - 1);
  });

  it('the week and the month are 7 and 30 days ending today', () => {
    expect(presetDays(7, now).map(dayText)).toEqual(['2026-11-14', '2026-11-20']);
    expect(presetDays(30, now).map(dayText)).toEqual(['2026-10-22', '2026-11-20']);
    const month = visitRange('2026-10-22', '2026-11-20');
    expect(Math.round(((month.endDate ?? 0) - (month.startDate ?? 0)) / HOUR)).toBe(30 * 24);
  });

  it('a picked range runs from the start of its first day to the end of its last', () => {
    expect(visitRange('2026-11-01', '2026-11-03')).toEqual({
      startDate: dayjs('2026-11-01T00:00:00.000').valueOf(), endDate: dayjs('2026-11-03T23:59:59.999').valueOf(),
    });
    expect(visitRange(undefined, undefined)).toEqual({ startDate: undefined, endDate: undefined });
  });
});
