import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import './details.css';

export interface DetailItem {
  key?: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: readonly DetailItem[];
  /** A heading above the list. */
  title?: ReactNode;
  /** Drawn as a table of label and value cells; otherwise "label: value" lines. */
  bordered?: boolean;
  /** Two label-value pairs a row on a wide screen (768 px and up); one otherwise. */
  columns?: 1 | 2;
  'data-testid'?: string;
}

/**
 * Labelled values, read-only: a description list (`dl`) drawn like antd's Descriptions (details.css) with its theme
 * variables (light and dark). antd's Descriptions was 2.9 kB gzip on the screens that show one (issue #27).
 */
export function Details({ items, title, bordered = false, columns = 1, 'data-testid': testId }: Props) {
  return (
    <div className={classNames('details', bordered && 'details-bordered', columns === 2 && 'details-two')} data-testid={testId}>
      {title && <div className="details-title">{title}</div>}
      <dl className="details-list">
        {items.map((item, i) => (
          <div className="details-item" key={item.key ?? i}>
            <dt className="details-label">{item.label}</dt>
            <dd className="details-content">{item.children}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
