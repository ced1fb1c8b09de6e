import type { WallRange } from '../../components/date-time-range/index.ts';
import { systemBulletin as contract, type RequestOf } from '@gwn/contract/console';

/** The form's values: the time range is a wall clock in the chosen timezone. */
export interface BulletinFormValues {
  title: string;
  description: string;
  range: WallRange;
  timezone: string;
  value: string;
}

export function payloadOf(v: BulletinFormValues): RequestOf<typeof contract.save> {
  return {
    title: v.title.trim(), description: (v.description ?? '').trim(), timezone: v.timezone,
    startTime: v.range[0], endTime: v.range[1], value: v.value,
  };
}

/** The form filled from the stored bulletin, or a fresh one in the default timezone. */
export function valuesOf(b: contract.BulletinView | null | undefined): Partial<BulletinFormValues> {
  if (!b) return { title: '', description: '', timezone: contract.BULLETIN_DEFAULT_TIMEZONE, value: '' };
  return {
    title: b.title, description: b.description, timezone: b.timezone, value: b.value,
    range: [b.startTime, b.endTime],
  };
}
