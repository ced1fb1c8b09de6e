
import { useTranslation } from 'react-i18next';
import type { deviceFunctions } from '@gwn/contract/console';
import { FunctionCell } from './function-cell.tsx';
import { DataTable } from '../../components/table/data-table.tsx';
import type { Column } from '../../components/table/column.ts';

interface Row { key: string; name: string; category: string }

/** Functions down, the chosen device types across (spec 2 screen 5). */
export function MatrixTable({ table, shown, loading }: { table: deviceFunctions.FunctionTable | undefined; shown: string[]; loading: boolean }) {
  const { t } = useTranslation('deviceFunctions');
  const rows: Row[] = (table?.functionKeyList ?? []).map((key) => ({
    key, name: table?.functionKeyNameMap[key] ?? key, category: table?.functionCategoryMap[key] ?? '',
  }));
  // The catalogue lists a category's functions together: one merged cell per category.
  const categorySpan = (index: number | undefined) => {
    if (index === undefined) return 1;
    const category = rows[index]?.category;
    if (index > 0 && rows[index - 1]?.category === category) return 0;
    let span = 1;
    while (rows[index + span]?.category === category) span += 1;
    return span;
  };
  const columns: Column<Row>[] = [
    { key: 'category', title: t('category'), dataIndex: 'category', fixed: 'left', width: 120, onCell: (_, index) => ({ rowSpan: categorySpan(index) }) },
    { key: 'function', title: t('function'), dataIndex: 'name', fixed: 'left', width: 200 },
    ...shown.map((deviceType) => ({
      key: deviceType,
      title: table?.deviceTypeKeyNameMap[deviceType] ?? deviceType,
      minWidth: 120,
      render: (_: unknown, row: Row) => <FunctionCell value={table?.deviceTypeFunctionMap[deviceType]?.[row.key]} />,
    })),
  ];
  return (
    <DataTable<Row> size="small" bordered columns={columns} rows={rows} loading={loading} />
  );
}
