
import type { Column } from '../table/column.ts';
import { CopyText } from '../text/copy-text.tsx';

/** A stored file's MD5, with a copy button. */
export function md5Column<Row extends { md5: string }>(): Column<Row> {
  return { title: 'MD5', dataIndex: 'md5', key: 'md5', render: (md5: string) => <CopyText>{md5}</CopyText> };
}
