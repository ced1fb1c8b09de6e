import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import '../lib/dayjs.ts'; // the picker's month and day names follow the console's language (it shares this dayjs)
import type { ComponentProps } from 'react';

type RangeValue = [Dayjs, Dayjs];
type Props = Omit<ComponentProps<typeof DatePicker.RangePicker>, 'value' | 'onChange'> & {
  value?: RangeValue | null;
  onChange?: (value: RangeValue | null) => void;
};

/**
 * antd's RangePicker for a form field whose value is what the operator sees in its two boxes. The plain picker
 * with a time keeps a typed date aside until both ends are confirmed: Enter then submitted the form with the old
 * range, and leaving the field threw the typed one away (issue #25). Here every complete pair the picker shows,
 * typed or picked, is the field's value at once.
 */
export function TypedRangePicker({ value, onChange, onCalendarChange, ...rest }: Props) {
  return (
    <DatePicker.RangePicker
      {...rest}
      value={value}
      onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
      onCalendarChange={(dates, texts, info) => {
        if (dates?.[0] && dates[1] && !(value?.[0]?.isSame(dates[0]) && value[1]?.isSame(dates[1]))) onChange?.([dates[0], dates[1]]);
        onCalendarChange?.(dates, texts, info);
      }}
    />
  );
}
