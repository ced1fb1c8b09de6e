import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Input } from '../inputs.ts';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../lib/class-names.ts';
import type { Option } from '../option.ts';
import './search-select.css';

interface Props {
  options: readonly Option[];
  /** Works as a controlled antd Form field. */
  value?: string;
  onChange?: (value: string) => void;
  /** Shown in the open list while the options are still on their way. */
  loading?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** The options whose label holds every word typed, in any case. */
export function matching(options: readonly Option[], query: string): readonly Option[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((o) => {
    const label = o.label.toLowerCase();
    return words.every((w) => label.includes(w));
  });
}

/**
 * A choice among many (a few hundred timezones), found by typing part of its label: a combobox in the ARIA
 * pattern, with antd's Input as its box. Only an option of the list is ever the value; leaving the box with a
 * search not chosen shows the value in force again, as antd's Select does. antd's Select was 24.3 kB gzip on the
 * screens that set a timezone (issue #27).
 */
export function SearchSelect({ options, value, onChange, loading, id, 'aria-label': ariaLabel, style }: Props) {
  const { t } = useTranslation('common');
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // What is typed since the box was opened; null: the box shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const shown = query === null ? options : matching(options, query);
  const chosen = options.find((o) => o.value === value);

  /** Opens the list on the chosen option. */
  function openList() {
    setOpen(true);
    setActive(Math.max(0, shown.findIndex((o) => o.value === value)));
  }
  function close() {
    setOpen(false);
    setQuery(null);
  }
  function choose(option: Option | undefined) {
    if (!option) return;
    close();
    if (option.value !== value) onChange?.(option.value);
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      if (!open) openList();
      else setActive((i) => Math.min(shown.length - 1, Math.max(0, i + step)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault(); // chooses; it does not submit the form around it
      choose(shown[active]);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation(); // closes the list, not the dialog around it
      close();
    }
  }

  // The active option stays in sight as the arrows move it.
  useEffect(() => {
    if (open) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  return (
    <div className="search-select" style={style}>
      <Input
        id={id}
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={query ?? chosen?.label ?? value ?? ''}
        onFocus={(e) => e.target.select()}
        onClick={() => { if (!open) openList(); }}
        onBlur={close}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(0); }}
        onKeyDown={onKeyDown}
      />
      {open && (
        // Pressing in the list (an option, its scroll bar) keeps the focus in the box, so the list stays open for the click.
        <ul className="search-select-list" id={listId} role="listbox" aria-label={ariaLabel} ref={list} onMouseDown={(e) => e.preventDefault()}>
          {shown.map((o, i) => (
            <li key={o.value} id={`${listId}-${i}`} role="option" aria-selected={o.value === value}
              className={classNames('search-select-option', i === active && 'search-select-active')}
              onMouseEnter={() => setActive(i)} onClick={() => choose(o)}>
              {o.label}
            </li>
          ))}
          {shown.length === 0 && <li className="search-select-empty" role="presentation">{t(loading ? 'loading' : 'noMatch')}</li>}
        </ul>
      )}
    </div>
  );
}
