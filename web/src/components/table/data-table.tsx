import { useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type Key, type KeyboardEvent, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../lib/class-names.ts';
import { cellValue, columnKey, type Column, type SortOrder } from './column.ts';
import './data-table.css';

export interface RowSelection<Row> {
  selectedRowKeys: readonly Key[];
  /** The selected keys and the rows they name, rows of earlier pages included when selection is preserved. */
  onChange: (keys: Key[], rows: Row[]) => void;
  getCheckboxProps?: (row: Row) => { disabled?: boolean };
  /** Keep rows chosen on other pages chosen; without it, choosing on this page forgets them (as antd's Table did). */
  preserveSelectedRowKeys?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The field, or a function, that names a row; by default its `key` field. */
  rowKey?: (keyof Row & string) | ((row: Row) => Key);
  loading?: boolean;
  /** What the table says when it has no rows. */
  empty?: ReactNode;
  /** Cell padding: middle (the lists) or small (tables inside dialogs and cards); default the roomier large. */
  size?: 'large' | 'middle' | 'small';
  bordered?: boolean;
  /**
   * The table always scrolls sideways when wider than its place; x: its least width (px) where narrower columns
   * would squeeze, y: the rows scroll under a fixed header past this height (px).
   */
  scroll?: { x?: number; y?: number };
  rowSelection?: RowSelection<Row>;
  onRow?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement>;
  rowClassName?: (row: Row, index: number) => string;
  /** A sortable header was clicked: the next order of that column (ascend, descend, none). */
  onSort?: (key: string, order: SortOrder | null) => void;
  'aria-label'?: string;
}

const NEXT_ORDER: Record<SortOrder | 'none', SortOrder | null> = { none: 'ascend', ascend: 'descend', descend: null };
const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;
/** Width of the row-selection column; a column pinned left after it starts there. */
const SELECTION_WIDTH = 40;

/**
 * The console's table (issue #27: Ant Design's Table and the Select of its pager were 76 kB gzip of every list
 * screen). Rows come sorted and paged by the service, so it only draws: headers that ask for a sort, the first and
 * action columns pinned while a wide table scrolls sideways, row selection, a loading veil and an empty state.
 * Styled with Ant Design's CSS variables, so it follows the theme.
 */
export function DataTable<Row>({ columns, rows, rowKey, loading = false, empty, size = 'large', bordered, scroll, rowSelection,
  onRow, rowClassName, onSort, 'aria-label': label }: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const keyOf = (row: Row, index: number): Key => {
    if (typeof rowKey === 'function') return rowKey(row);
    const key = (row as Record<string, unknown>)[rowKey ?? 'key'];
    return typeof key === 'string' || typeof key === 'number' ? key : index;
  };
  const { scrollRef, edges } = useScrollEdges(rows.length, columns.length);

  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  // The keys of this page's rows that may be chosen.
  const pageKeys = rowSelection ? rows.flatMap((row, i) => (rowSelection.getCheckboxProps?.(row).disabled ? [] : [keyOf(row, i)])) : [];
  const allChecked = pageKeys.length > 0 && pageKeys.every((k) => selected.has(k));
  const someChecked = pageKeys.some((k) => selected.has(k));
  // The rows met on every page so far, so a preserved selection can hand back rows of other pages.
  const seen = useRef(new Map<Key, Row>());
  useEffect(() => rows.forEach((row, i) => seen.current.set(keyOf(row, i), row)));
  const select = (chosen: Set<Key>) => {
    const onPage = new Map(rows.map((row, i) => [keyOf(row, i), row]));
    const keys = [...chosen].filter((k) => rowSelection?.preserveSelectedRowKeys || onPage.has(k));
    rowSelection?.onChange(keys, keys.flatMap((k) => onPage.get(k) ?? seen.current.get(k) ?? []));
  };
  const toggleAll = () => {
    const next = new Set(selected);
    pageKeys.forEach((k) => (allChecked ? next.delete(k) : next.add(k)));
    select(next);
  };
  const toggle = (key: Key) => {
    const next = new Set(selected);
    if (!next.delete(key)) next.add(key);
    select(next);
  };

  const pinned = (column: Column<Row>) => {
    if (column.fixed === 'left') return { className: 'data-table-fix-left', style: { left: rowSelection ? SELECTION_WIDTH : 0 } };
    if (column.fixed === 'right') return { className: 'data-table-fix-right', style: { right: 0 } };
    return { className: '', style: {} };
  };
  const classes = classNames('data-table', `data-table-${size}`, bordered && 'data-table-bordered', edges.left && 'data-table-scrolled-left',
    edges.right && 'data-table-scrolled-right');
  const columnCount = columns.length + (rowSelection ? 1 : 0);

  return (
    <Spin spinning={loading}>
      <div className={classes} aria-busy={loading}>
        <div className="data-table-scroll" ref={scrollRef} style={scroll?.y ? { maxHeight: scroll.y } : undefined}>
          <table aria-label={label} style={scroll?.x ? { minWidth: scroll.x } : undefined}>
            <thead>
              <tr>
                {rowSelection && (
                  <th scope="col" className="data-table-selection data-table-fix-left" style={{ left: 0 }}>
                    <input type="checkbox" aria-label={t('table.selectAll')} checked={allChecked} disabled={pageKeys.length === 0}
                      ref={(box) => { if (box) box.indeterminate = someChecked && !allChecked; }} onChange={toggleAll} />
                  </th>
                )}
                {columns.map((column, index) => {
                  const key = columnKey(column, index);
                  const pin = pinned(column);
                  const sortable = column.sorter && onSort !== undefined;
                  const order = column.sortOrder ?? null;
                  const sort = () => onSort?.(key, NEXT_ORDER[order ?? 'none']);
                  const onKeyDown = (e: KeyboardEvent) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    sort();
                  };
                  return (
                    <th key={key} scope="col" style={{ width: column.width, textAlign: column.align, ...pin.style }}
                      className={classNames(pin.className, sortable && 'data-table-sortable')}
                      {...(sortable ? { tabIndex: 0, onClick: sort, onKeyDown, 'aria-sort': order ? ARIA_SORT[order] : 'none' } : {})}>
                      {sortable ? (
                        <span className="data-table-sorter">
                          <span>{column.title}</span>
                          <span className={`data-table-sort-icon data-table-sort-${order ?? 'none'}`} aria-hidden />
                        </span>
                      ) : column.title}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr className="data-table-placeholder"><td colSpan={columnCount}>{empty}</td></tr>
              )}
              {rows.map((row, rowIndex) => {
                const key = keyOf(row, rowIndex);
                const isSelected = selected.has(key);
                const rowProps = onRow?.(row, rowIndex) ?? {};
                const rowClass = classNames(rowProps.className, rowClassName?.(row, rowIndex), isSelected && 'data-table-row-selected');
                return (
                  <tr key={key} {...rowProps} className={rowClass || undefined}>
                    {rowSelection && (
                      <td className="data-table-selection data-table-fix-left" style={{ left: 0 }}>
                        <input type="checkbox" aria-label={t('table.selectRow')} checked={isSelected}
                          disabled={rowSelection.getCheckboxProps?.(row).disabled} onChange={() => toggle(key)} />
                      </td>
                    )}
                    {columns.map((column, index) => {
                      const cell = column.onCell?.(row, rowIndex) ?? {};
                      if (cell.rowSpan === 0 || cell.colSpan === 0) return null;
                      const pin = pinned(column);
                      const value = cellValue(column, row, rowIndex);
                      const cut = column.ellipsis
                        ? <div className="data-table-ellipsis" title={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}>{value}</div>
                        : value;
                      return (
                        <td key={columnKey(column, index)} {...cell} className={classNames(pin.className, cell.className) || undefined}
                          style={{ textAlign: column.align, maxWidth: column.ellipsis ? column.width ?? 320 : undefined, ...pin.style, ...cell.style }}>
                          {cut}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </Spin>
  );
}

/** Whether rows are hidden left or right of a sideways-scrolling table, so its pinned columns cast a shadow. */
function useScrollEdges(rowCount: number, columnCount: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    const area = scrollRef.current;
    if (!area) return;
    const measure = () => {
      const left = area.scrollLeft > 0;
      const right = area.scrollLeft + area.clientWidth < area.scrollWidth - 1;
      setEdges((old) => (old.left === left && old.right === right ? old : { left, right }));
    };
    measure();
    area.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      area.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [rowCount, columnCount]);
  return { scrollRef, edges };
}
