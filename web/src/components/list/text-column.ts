import type { ColumnType } from 'antd/es/table';

/** A column showing a row's field as it is; the field names the column (its key). */
export function textColumn<Row>(title: string, field: keyof Row & string): ColumnType<Row> {
  return { title, dataIndex: field, key: field };
}
