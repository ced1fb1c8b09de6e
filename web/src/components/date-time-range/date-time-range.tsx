import { Input } from '../inputs.ts';
import './date-time-range.css';

/** A window as two wall clocks, "YYYY-MM-DD HH:mm" each, '' while an end is empty or not fully typed. */
export type WallRange = readonly [string, string];

interface Props {
  /** Works as a controlled antd Form field. */
  value?: WallRange | null;
  onChange?: (range: WallRange) => void;
  /** When the focus leaves both boxes: a form checks the window then (validateTrigger="onBlur"), not half-typed. */
  onBlur?: () => void;
  /** How the two boxes are named to the operator and to screen readers, e.g. ['Start', 'End']. */
  labels: readonly [string, string];
  id?: string;
  disabled?: boolean;
}

const toInput = (wall: string) => wall.replace(' ', 'T');
const fromInput = (text: string) => text.replace('T', ' ');

/**
 * A from–to date and time: two of the browser's own date-time boxes, drawn as antd's Input (so a form's error
 * colours them). What a box shows is the field's value at once, typed or picked; a date not fully typed is ''
 * (issue #25: nothing typed is kept aside or swapped for an older value). antd's RangePicker with a time was
 * 31.6 kB gzip on the two screens that set a window (issue #27); the boxes show dates in the browser's own
 * format (docs/architecture.md, "More small pieces of Ant Design").
 */
export function DateTimeRange({ value, onChange, onBlur, labels: [startLabel, endLabel], id, disabled }: Props) {
  const [start = '', end = ''] = value ?? [];
  return (
    <span className="date-time-range" onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget)) onBlur?.(); }}>
      <Input id={id} type="datetime-local" aria-label={startLabel} title={startLabel} value={toInput(start)} disabled={disabled}
        onChange={(e) => onChange?.([fromInput(e.target.value), end])} />
      <span className="date-time-range-to" aria-hidden>→</span>
      <Input type="datetime-local" aria-label={endLabel} title={endLabel} value={toInput(end)} disabled={disabled}
        onChange={(e) => onChange?.([start, fromInput(e.target.value)])} />
    </span>
  );
}

/** Whether both ends are set. */
const isCompleteRange = (range: WallRange | null | undefined): range is WallRange => Boolean(range?.[0] && range[1]);

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/**
 * The form rules of a window: both ends required (the label shows it), each a wall clock with a four-digit year (the
 * browser's box takes up to six), and (with `endAfterStart`) the end after the start. The boxes carry no min or max:
 * the browser would block the submit with its own bubble instead of the form's message. Wall clocks of one timezone
 * in this fixed format compare as text.
 */
export function wallRangeRules(messages: { required: string; format: string; endAfterStart?: string }) {
  return [{
    required: true,
    validator: async (_rule: unknown, range?: WallRange | null) => {
      if (!isCompleteRange(range)) throw new Error(messages.required);
      if (!range.every((wall) => WALL_CLOCK.test(wall))) throw new Error(messages.format);
      if (messages.endAfterStart && range[1] <= range[0]) throw new Error(messages.endAfterStart);
    },
  }];
}
