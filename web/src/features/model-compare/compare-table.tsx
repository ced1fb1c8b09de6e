import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompareData } from './api.ts';
import { CompareCell } from './compare-cell.tsx';
import type { CompareSelection } from './compare-options.ts';

interface Row { key: string; name: string }

/** Models down, chosen functions across; the model column stays put while the functions scroll. */
export function CompareTable({ data, selection }: { data: CompareData; selection: CompareSelection }) {
  const { t } = useTranslation('modelCompare');
  const columns: TableColumnsType<Row> = [
    { key: 'model', title: t('model'), dataIndex: 'name', fixed: 'left', width: 160 },
    ...selection.functionKeys.map((fn) => ({
      key: fn,
      title: data.functionKeyNameMap[fn] ?? fn,
      minWidth: 120,
      render: (_: unknown, row: Row) => <CompareCell value={data.deviceTypeFunctionMap[row.key]?.[fn]} />,
    })),
  ];
  const rows = selection.deviceTypeKeys.map((key) => ({ key, name: data.deviceTypeKeyNameMap[key] ?? key }));
  return (
    <Table<Row>
      size="middle"
      bordered
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      footer={() => t('footer', { year: new Date().getFullYear() })}
    />
  );
}
