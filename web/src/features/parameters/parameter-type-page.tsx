import { useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { parameters } from '@gwn/contract';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionDeleteDialog } from '../../components/region-records/region-delete-dialog.tsx';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { TYPE_QUERIES, useParameterTypeList, useParameterTypeRegions, useSeededText } from './api.ts';
import { ParameterTypeDialog } from './parameter-type-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type Row = parameters.ParameterTypeRow;
type Dialog = { mode: 'add' } | { mode: 'edit' | 'delete'; row: Row; copies: RecordCopies<Row> } | null;

/**
 * /parameters/type: the parameter types of the current region (spec 2 screen 9), each with the regions holding
 * its key; edit and delete apply in all of them unless the operator narrows the choice. A region where the type
 * is in use refuses the delete with its reason, kept in the dialog.
 */
export default function ParameterTypePage() {
  const { t } = useTranslation(['parameters', 'common']);
  const list = useListState({ table: 'parameterTypes' });
  const query = useParameterTypeList(list);
  const copiesOf = useParameterTypeRegions(query.data?.result ?? [], list.region);
  const [dialog, setDialog] = useState<Dialog>(null);
  const seeded = useSeededText();

  const columns = [
    { title: t('type.name'), dataIndex: 'name', key: 'name', render: (v: string, r: Row) => seeded.typeName(r.key, v) },
    { title: t('type.key'), dataIndex: 'key', key: 'key' },
    { title: t('type.type'), dataIndex: 'type', key: 'type', render: (v: 1 | 2) => t(`type.kind.${v}`) },
    { title: t('common:regionPresence.column'), key: 'regions', render: (_: unknown, r: Row) => <RegionPresence copies={copiesOf(r.key)} /> },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => {
        const copies = copiesOf(r.key);
        // Edit and delete offer the regions holding the key, so they wait for every region's answer.
        const open = (mode: 'edit' | 'delete') => () => setDialog({ mode, row: r, copies });
        return (
          <Space size={0}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { key: r.key })} disabled={copies.checking} onClick={open('edit')} />
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { key: r.key })} disabled={copies.checking} onClick={open('delete')} />
          </Space>
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>} />
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} />
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <ParameterTypeDialog key={dialog.mode === 'add' ? 'add' : dialog.row.key} editing={dialog.mode === 'edit' ? dialog : null} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'delete' && (
        <RegionDeleteDialog title={t('type.deleteConfirm', { key: dialog.row.key })} endpoint={parameters.typeDelete} holders={dialog.copies.holders}
          payloadFor={() => ({ key: dialog.row.key })} refresh={TYPE_QUERIES} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
