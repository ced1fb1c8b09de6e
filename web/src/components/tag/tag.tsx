import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../lib/class-names.ts';
import './tag.css';

/** antd's status and preset colours the console uses. */
export type TagColor = 'default' | 'success' | 'processing' | 'warning' | 'error' | 'green' | 'red' | 'orange' | 'gold' | 'blue';

interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  color?: TagColor;
  icon?: ReactNode;
  /** A close button after the text; the caller takes the tag away in `onClose`. */
  closable?: boolean;
  onClose?: (e: MouseEvent<HTMLElement>) => void;
  /** What the close button shows (an element with its own label names the button); a cross by default. */
  closeIcon?: ReactNode;
}

/**
 * A small label drawn like antd's Tag, with its theme's colours (light and dark), issue #27: antd's Tag was 3.4 kB
 * gzip on every list showing a state.
 */
export function Tag({ color = 'default', icon, closable, onClose, closeIcon, className, children, ...rest }: TagProps) {
  const { t } = useTranslation('common');
  return (
    <span className={classNames('tag', `tag-${color}`, className)} {...rest}>
      {icon && <span className="tag-icon">{icon}</span>}
      {children}
      {closable && (
        <button type="button" className="tag-close" aria-label={closeIcon ? undefined : t('close')} onClick={onClose}>
          {closeIcon ?? <CloseOutlined />}
        </button>
      )}
    </span>
  );
}
