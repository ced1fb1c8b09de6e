import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { parameters } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useDeleteParameterType, useParameterTypeList } from './api.ts';
import { ParameterTypeDialog } from './parameter-type-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type Row = parameters.ParameterTypeRow;

/** A new dialog (and form) for each opening, so one dialog's values never leak into the next. */
const dialogKey = (dialog: { editing: { key: string } | null } | null) => (dialog ? dialog.editing?.key ?? 'add' : 'closed');

/** /parameters/type: the parameter types of the current region (spec 2 screen 9). */
export default function ParameterTypePage() {
  const { t } = useTranslation(['parameters', 'common']);
  const { message, notification } = App.useApp();
  const list = useListState({ table: 'parameterTypes' });
  const query = useParameterTypeList(list);
  const remove = useDeleteParameterType();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);

  // A refusal (the type is in use) stays until closed: it says what to do first.
  const onDelete = (row: Row) => remove.mutateAsync(row.key).then(
    () => void message.success(t('deleted')),
    (err: unknown) => notification.error({ message: errorText(err), duration: 0 }),
  );

  const columns = [
    { title: t('type.name'), dataIndex: 'name', key: 'name' },
    { title: t('type.key'), dataIndex: 'key', key: 'key' },
    { title: t('type.type'), dataIndex: 'type', key: 'type', render: (v: 1 | 2) => t(`type.kind.${v}`) },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { key: r.key })} onClick={() => setDialog({ editing: r })} />
          <DeleteAction label={t('delete', { key: r.key })} confirm={t('type.deleteConfirm', { key: r.key })} onConfirm={() => onDelete(r)} />
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} />
      <ParameterTypeDialog key={dialogKey(dialog)} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </Space>
  );
}
