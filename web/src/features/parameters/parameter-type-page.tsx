import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { parameters } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import { TYPE_QUERIES, useParameterTypeList, useParameterTypeRegions, useSeededText } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { KeyDeleteDialog, KeyRowActions, type KeyDialog } from './key-record-actions.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const ParameterTypeDialog = lazyDialog(() => import('./parameter-type-dialog.tsx').then((m) => m.ParameterTypeDialog));

type Row = parameters.ParameterTypeRow;

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
  const [dialog, setDialog] = useState<KeyDialog<Row>>(null);
  const seeded = useSeededText();

  const columns = [
    { title: t('type.name'), dataIndex: 'name', key: 'name', render: (v: string, r: Row) => seeded.typeName(r.key, v) },
    { title: t('type.key'), dataIndex: 'key', key: 'key' },
    { title: t('type.type'), dataIndex: 'type', key: 'type', render: (v: 1 | 2) => t(`type.kind.${v}`) },
    { title: t('common:regionPresence.column'), key: 'regions', render: (_: unknown, r: Row) => <RegionPresence copies={copiesOf(r.key)} /> },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => (
        <KeyRowActions row={r} copies={copiesOf(r.key)} editLabel={t('edit', { key: r.key })} deleteLabel={t('delete', { key: r.key })} open={setDialog} />
      ),
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
        <KeyDeleteDialog title={t('type.deleteConfirm', { key: dialog.row.key })} endpoint={parameters.typeDelete} recordKey={dialog.row.key} holders={dialog.copies.holders}
          refresh={TYPE_QUERIES} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
