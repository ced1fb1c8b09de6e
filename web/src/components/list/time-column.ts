import type { Column } from '../table/column.ts';
import { localTime } from '../../lib/local-time.ts';

/** A time from the services (ISO text or epoch milliseconds) in local time, e.g. 2026-11-20 08:00:00; '' for none. */
export function formatTime(value: unknown): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? String(value) : localTime(time);
}

/** A column showing a row's time field with formatTime. */
export function timeColumn<Row>(title: string, field: keyof Row & string): Column<Row> {
  return { title, dataIndex: field, key: field, render: (value: unknown) => formatTime(value) };
}
