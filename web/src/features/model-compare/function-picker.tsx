import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareOption } from './compare-options.ts';
import { checkedState, chosenNodes, searchPaths, toggle, type ChosenPaths, type TreePath } from './picker-tree.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useOutsideClick } from './use-outside-click.ts';

/** Search delay of the cascader (spec 3 §9). */
const SEARCH_DELAY_MS = 200;

interface Props {
  options: readonly CompareOption[];
  value: ChosenPaths;
  onChange: (paths: string[][]) => void;
}

const last = (at: TreePath) => at.nodes[at.nodes.length - 1];

/** The browsing columns: the groups, then the children of the opened group, then those of the opened category. */
function browseColumns(options: readonly CompareOption[], openIds: readonly string[]): TreePath[][] {
  const columns: TreePath[][] = [];
  let level: readonly CompareOption[] | undefined = options;
  let parent: TreePath | null = null;
  for (let depth = 0; level?.length; depth++) {
    const base: TreePath | null = parent;
    const column: TreePath[] = level.map((node) => ({ ids: [...(base?.ids ?? []), node.id], nodes: [...(base?.nodes ?? []), node] }));
    columns.push(column);
    parent = column.find((at) => at.ids[depth] === openIds[depth]) ?? null;
    level = parent ? last(parent).children : undefined;
  }
  return columns;
}

/**
 * The multi-level picker of functions to compare (spec 3: antd's multiple cascader with search, without antd, issue #27):
 * a combobox whose panel shows group → category → function columns of checkable menu items, or with a search term one
 * column of matching paths. The chosen functions show as removable chips in the box.
 */
export function FunctionPicker({ options, value, onChange }: Props) {
  const { t } = useTranslation('modelCompare');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [openIds, setOpenIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DELAY_MS).trim();

  const focusBack = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(open, root, close);

  const searching = term !== '';
  const columns = useMemo(
    () => (searching ? [searchPaths(options, term)] : browseColumns(options, openIds)),
    [searching, options, term, openIds],
  );
  const chips = chosenNodes(options, value);

  /** Moves the focus to an item of a column (clamped). */
  const focusItem = (column: number, row: number) => {
    const items = panel.current?.querySelectorAll<HTMLElement>(`[data-column="${column}"] [role="menuitemcheckbox"]`);
    if (!items?.length) return;
    items[Math.max(0, Math.min(row, items.length - 1))].focus();
  };
  // An item to focus once React has drawn its column (the panel opened, or the next column appeared); the tick
  // makes sure there is a render even when nothing else changed.
  const focusAfterRender = useRef<[number, number] | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const focusSoon = (column: number, row: number) => {
    focusAfterRender.current = [column, row];
    setFocusTick((n) => n + 1);
  };
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusItem(...focusAfterRender.current);
    focusAfterRender.current = null;
  }, [focusTick]);

  const openNode = (at: TreePath) => setOpenIds(at.ids);
  const choose = (at: TreePath) => onChange(toggle(at, value));

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusSoon(0, 0);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Backspace' && search === '' && value.length > 0) {
      onChange(value.slice(0, -1).map((ids) => [...ids]));
    }
  };

  const onItemKey = (event: KeyboardEvent<HTMLElement>, column: number, row: number, at: TreePath) => {
    const hasChildren = !searching && !last(at).leaf;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        const count = columns[column].length;
        focusItem(column, (row + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
        break;
      }
      case 'ArrowRight':
        if (!hasChildren) return;
        openNode(at);
        focusSoon(column + 1, 0);
        break;
      case 'ArrowLeft':
        if (column === 0) return;
        focusItem(column - 1, columns[column - 1].findIndex((p) => p.ids[column - 1] === at.ids[column - 1]));
        break;
      case ' ':
      case 'Enter':
        choose(at);
        break;
      case 'Escape':
        setOpen(false);
        focusBack.current = true;
        input.current?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      className="fp"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="fp__box" onClick={() => { setOpen(true); input.current?.focus(); }}>
        {chips.map((chip) => (
          <span className="fp__chip" key={chip.ids.join('/')}>
            <span className="fp__chip-name">{chip.name}</span>
            <button
              type="button"
              className="fp__chip-remove"
              aria-label={t('remove', { name: chip.name })}
              onClick={(event) => {
                event.stopPropagation();
                onChange(value.filter((ids) => ids !== chip.ids).map((ids) => [...ids]));
              }}
            >
              ×
            </button>
          </span>
        ))}
        <input
          ref={input}
          className="fp__input"
          role="combobox"
          aria-label={t('choose')}
          aria-expanded={open}
          aria-controls={panelId}
          aria-autocomplete="list"
          placeholder={chips.length ? undefined : t('choose')}
          value={search}
          onChange={(event) => { setSearch(event.target.value); setOpen(true); }}
          onFocus={() => {
            // Focus given back by Escape leaves the panel closed; any other focus opens it.
            if (!focusBack.current) setOpen(true);
            focusBack.current = false;
          }}
          onKeyDown={onInputKey}
        />
      </div>
      {/* mousedown keeps the focus in the box, so one can click several functions and go on typing. */}
      <div id={panelId} ref={panel} className="fp__panel" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        {columns.map((column, c) => (
          <ul key={c} role="menu" aria-label={searching ? t('matches') : t('level', { level: c + 1 })} className={searching ? 'fp__column fp__column--search' : 'fp__column'} data-column={c}>
            {column.map((at, r) => {
              const node = last(at);
              const checked = checkedState(at, value);
              const opened = !searching && !node.leaf && openIds[c] === node.id;
              return (
                <li role="none" key={at.ids.join('/')}>
                  <div
                    role="menuitemcheckbox"
                    aria-checked={checked}
                    tabIndex={-1}
                    className={opened ? 'fp__item fp__item--open' : 'fp__item'}
                    onClick={() => (searching || node.leaf ? choose(at) : openNode(at))}
                    onKeyDown={(event) => onItemKey(event, c, r, at)}
                  >
                    {/* The box chooses everything under a group or category; its name opens the next column. */}
                    <span
                      className="fp__check"
                      aria-hidden="true"
                      data-checked={String(checked)}
                      onClick={(event) => { event.stopPropagation(); choose(at); }}
                    />
                    <span className="fp__label">{searching ? at.nodes.map((n) => n.name).join(' / ') : node.name}</span>
                    {!searching && !node.leaf && <span className="fp__arrow" aria-hidden="true" />}
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
        {searching && columns[0].length === 0 && <p className="fp__empty">{t('noMatch')}</p>}
      </div>
    </div>
  );
}
