import type { HTMLAttributes, ReactNode } from 'react';
import { Skeleton } from 'antd';
import { classNames } from '../../lib/class-names.ts';
import './panel.css';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** At the head's end: a screen's actions for the panel (refresh, edit). */
  extra?: ReactNode;
  /** Tighter padding, for panels inside a screen's columns. */
  size?: 'default' | 'small';
  /** A skeleton in place of the content while its data loads. */
  loading?: boolean;
  /** Lifts on hover: the whole panel is a link. */
  hoverable?: boolean;
  children?: ReactNode;
}

/**
 * A titled box of content, drawn like Ant Design's Card (issue #27: antd's Card imports its Tabs for a tab list no
 * screen uses, 14.7 kB gzip on every screen with a card). Attributes pass through, so `titledRegion(title)` makes it a
 * landmark as before.
 */
export function Panel({ title, extra, size = 'default', loading = false, hoverable = false, className, children, ...rest }: Props) {
  const classes = classNames('panel', size === 'small' && 'panel-small', hoverable && 'panel-hoverable', className);
  return (
    <section className={classes} {...rest}>
      {(title !== undefined || extra !== undefined) && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
          {extra !== undefined && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body">{loading ? <Skeleton active /> : children}</div>
    </section>
  );
}
