import type { Column } from '../table/column.ts';

/** A column showing a row's field as it is; the field names the column (its key). */
export function textColumn<Row>(title: string, field: keyof Row & string): Column<Row> {
  return { title, dataIndex: field, key: field };
}
