import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../../lib/class-names.ts';
import './tabs.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  /** The chosen tab, when the caller keeps it (e.g. in the URL); otherwise the first, then the one clicked. */
  activeKey?: string;
  onChange?: (key: string) => void;
}

/**
 * Tabs drawn like antd's (issue #27: antd's Tabs were 11.4 kB gzip on the two screens that have tabs), as WAI-ARIA's
 * tabs pattern: arrow keys, Home and End move between tabs and choose them. Only the chosen tab's content is drawn,
 * so a tab left is a tab reset.
 */
export function Tabs({ items, activeKey, onChange }: TabsProps) {
  const id = useId();
  const [own, setOwn] = useState(items[0]?.key);
  const active = activeKey ?? own;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (key: string) => {
    if (key === active) return;
    setOwn(key);
    onChange?.(key);
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    tabs.current[to]?.focus();
    choose(items[to].key);
  };
  const chosen = items.find((item) => item.key === active);
  return (
    <div className="tabs">
      <div className="tabs-nav" role="tablist">
        {items.map((item, i) => (
          <button key={item.key} ref={(el) => { tabs.current[i] = el; }} type="button" role="tab" id={`${id}-tab-${item.key}`}
            aria-selected={item.key === active} aria-controls={`${id}-panel`} tabIndex={item.key === active ? 0 : -1}
            className={classNames('tabs-tab', item.key === active && 'tabs-tab-active')}
            onClick={() => choose(item.key)} onKeyDown={(e) => onKeyDown(e, i)}>
            {item.label}
          </button>
        ))}
      </div>
      {chosen && (
        <div className="tabs-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${chosen.key}`}>
          {chosen.children}
        </div>
      )}
    </div>
  );
}
