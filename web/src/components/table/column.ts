import type { Key, ReactNode, TdHTMLAttributes } from 'react';

/** A column's sort: ascending, descending, or none (the names the lists' URL state and the services use). */
export type SortOrder = 'ascend' | 'descend';

/**
 * One column of a DataTable. The names follow Ant Design's Table (title, dataIndex, render, sorter, fixed,
 * ellipsis), the subset the console uses, so a column reads the same as it did on antd's Table.
 */
export interface Column<Row> {
  /** Names the column: the sort field, the column chooser's entry, React's key. Defaults to dataIndex. */
  key?: Key;
  title?: ReactNode;
  /** The row's field shown as it is when there is no render, and the value handed to render. */
  dataIndex?: string;
  // A method, so a column may type its value (`render: (md5: string) => …`) as antd's columns did.
  render?(value: never, row: Row, index: number): ReactNode;
  /** The service sorts by this column's key (lists are sorted by the service, never in the page). */
  sorter?: boolean;
  /** Set by the list from its state: the current sort of this column, or null. */
  sortOrder?: SortOrder | null;
  width?: number | string;
  /** Pinned while the table scrolls sideways: the first column left, the actions right. */
  fixed?: 'left' | 'right';
  /** One line, cut with "…", the full text in the cell's title; the header still wraps. */
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Attributes of each of the column's cells (rowSpan 0 hides a cell spanned by the one above). */
  onCell?: (row: Row, index: number) => TdHTMLAttributes<HTMLTableCellElement>;
}

export const columnKey = <Row>(column: Column<Row>, index: number): string => String(column.key ?? column.dataIndex ?? index);

export function cellValue<Row>(column: Column<Row>, row: Row, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[column.dataIndex];
  if (column.render) return column.render(value as never, row, index);
  return value === null || value === undefined ? '' : (value as ReactNode);
}
