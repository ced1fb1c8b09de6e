import { Typography } from 'antd';
import type { Column } from '../table/column.ts';

/** A stored file's MD5, with a copy button. */
export function md5Column<Row extends { md5: string }>(): Column<Row> {
  return { title: 'MD5', dataIndex: 'md5', key: 'md5', render: (md5: string) => <Typography.Text copyable>{md5}</Typography.Text> };
}
