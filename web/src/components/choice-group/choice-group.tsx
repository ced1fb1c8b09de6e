import { useId } from 'react';
import type { Option } from '../option.ts';
import './choice-group.css';

interface Props<V extends string | number> {
  options: readonly Option<V>[];
  /** Works as a controlled antd Form field. */
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * One of a few choices, all in sight: the browser's radio buttons in a radio group (arrow keys move the choice).
 * antd's Radio was 3.8 kB gzip on the maintenance page (issue #27).
 */
export function ChoiceGroup<V extends string | number>({ options, value, onChange, disabled, id, 'aria-label': ariaLabel }: Props<V>) {
  const name = useId();
  return (
    <div className="choice-group" role="radiogroup" id={id} aria-label={ariaLabel}>
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input type="radio" name={name} checked={o.value === value} disabled={disabled} onChange={() => onChange?.(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
