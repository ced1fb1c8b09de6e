import { useState } from 'react';
import { App, Button, Select, Space, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { parameters } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { PARAMETER_FILTERS, daysOf, isSyslogRetention, useDeleteParameter, useParameterList, useTypeOptions, type ParameterFilters } from './api.ts';
import { ParameterDialog } from './parameter-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type Row = parameters.ParameterRow;

/** A new dialog (and form) for each opening, so one dialog's values never leak into the next. */
const dialogKey = (dialog: { editing: { key: string } | null } | null) => (dialog ? dialog.editing?.key ?? 'add' : 'closed');

/** /parameters/list: the system parameters of the current region, by category (spec 2 screen 8). */
export default function ParameterPage() {
  const { t } = useTranslation(['parameters', 'common']);
  const { message } = App.useApp();
  const list = useListState({ table: 'parameters', filters: PARAMETER_FILTERS });
  const query = useParameterList(list);
  const types = useTypeOptions();
  const remove = useDeleteParameter();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);

  const onDelete = (row: Row) => remove.mutateAsync(row.key).then(
    () => void message.success(t('deleted')),
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns = [
    { title: t('field.basicKey'), dataIndex: 'basicKey', key: 'basicKey', render: (v: string, r: Row) => <Tooltip title={r.basicName}>{v}</Tooltip> },
    { title: t('field.name'), dataIndex: 'name', key: 'name' },
    { title: t('field.key'), dataIndex: 'key', key: 'key' },
    {
      title: t('field.value'), dataIndex: 'value', key: 'value', ellipsis: true,
      render: (v: string, r: Row) => (isSyslogRetention(r.key) ? t('secondsAsDays', { seconds: v, days: daysOf(v) }) : v),
    },
    { title: t('field.description'), dataIndex: 'description', key: 'description', ellipsis: true },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => (r.type === 1 ? <Tag>{t('readOnly')}</Tag> : (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { key: r.key })} onClick={() => setDialog({ editing: r })} />
          <DeleteAction label={t('delete', { key: r.key })} confirm={t('deleteConfirm', { key: r.key })} onConfirm={() => onDelete(r)} />
        </Space>
      )),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      <Space wrap>
        <Select
          allowClear placeholder={t('allCategories')} aria-label={t('filterByCategory')} style={{ width: 260 }} loading={types.isLoading}
          value={list.filters.basicKey} onChange={(basicKey?: string) => list.setFilters({ basicKey })}
          options={(types.data ?? []).map((type) => ({ value: type.key, label: `${type.name} (${type.key})` }))}
        />
      </Space>
      <ListTable<Row, ParameterFilters> rowKey="id" columns={columns} list={list} query={query} />
      <ParameterDialog key={dialogKey(dialog)} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </Space>
  );
}
