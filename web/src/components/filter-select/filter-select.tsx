import type { CSSProperties } from 'react';
import { classNames } from '../../lib/class-names.ts';
import type { Option } from '../option.ts';
import './filter-select.css';


interface Props<V extends string | number> {
  options: readonly Option<V>[];
  /** The choice in force (e.g. from the URL); undefined or null: nothing chosen, the placeholder shows. */
  value?: V | null;
  /** The chosen option's own value (a number stays a number), or undefined for the empty option. */
  onChange: (value: V | undefined) => void;
  /** Shown as the empty first option while nothing is chosen. */
  placeholder?: string;
  /** The empty option can be chosen again: "no filter". Without it the empty option cannot be chosen once a value is. */
  allowClear?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A list's filter: a native select drawn like antd's Select (filter-select.css), with its theme variables
 * (light and dark). antd's Select was 24.3 kB gzip on every list screen with a filter bar (issue #27); a
 * native select jumps to an option by typing, so it needs no search box.
 */
export function FilterSelect<V extends string | number>({
  options, value, onChange, placeholder, allowClear = false, 'aria-label': ariaLabel, style, disabled, 'data-testid': testId,
}: Props<V>) {
  const chosen = value ?? undefined;
  const empty = chosen === undefined;
  // A value not (yet) among the options, e.g. from the URL before the options load, is shown as it is.
  const unknown = !empty && !options.some((o) => o.value === chosen);
  return (
    <span className={classNames('filter-select', disabled && 'filter-select-disabled')} style={style}>
      <select
        className={classNames(empty && 'filter-select-empty')}
        aria-label={ariaLabel}
        data-testid={testId}
        disabled={disabled}
        value={empty ? '' : String(chosen)}
        // The empty option is undefined; any other is found among the options, or else it is the unknown value shown.
        onChange={(e) => onChange(e.target.value === '' ? undefined : (options.find((o) => String(o.value) === e.target.value)?.value ?? chosen))}
      >
        <option value="" disabled={!allowClear && !empty} hidden={!allowClear && !empty}>{placeholder ?? ''}</option>
        {unknown && <option value={String(chosen)}>{String(chosen)}</option>}
        {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
      </select>
    </span>
  );
}
