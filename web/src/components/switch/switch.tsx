import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import './switch.css';

interface Props {
  /** Works as an antd Form field with valuePropName="checked". */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** A change on its way: the switch shows it and takes no click. */
  loading?: boolean;
  size?: 'small' | 'default';
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  id?: string;
  'aria-label'?: string;
}

/**
 * An on/off switch: a button with the switch role, drawn like antd's Switch (switch.css) with its theme variables
 * (light and dark). antd's Switch was 2.7 kB gzip on the screens that show one (issue #27).
 */
export function Switch({ checked = false, onChange, disabled, loading, size, checkedChildren, unCheckedChildren, id, 'aria-label': ariaLabel }: Props) {
  return (
    <button type="button" role="switch" id={id} aria-checked={checked} aria-label={ariaLabel} aria-busy={loading || undefined}
      disabled={disabled || loading} onClick={() => onChange?.(!checked)}
      className={classNames('switch', checked && 'switch-checked', size === 'small' && 'switch-small', loading && 'switch-loading')}>
      <span className="switch-handle" aria-hidden />
      <span className="switch-inner">{checked ? checkedChildren : unCheckedChildren}</span>
    </button>
  );
}
