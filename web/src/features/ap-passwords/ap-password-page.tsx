import { useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apPasswords } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { AP_PASSWORD_QUERIES, useApPasswordList, useApPasswordRegions } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const RegionDeleteDialog = lazyDialog(() => import('../../components/region-records/region-delete-dialog.tsx').then((m) => m.RegionDeleteDialog));
const ApPasswordDialog = lazyDialog(() => import('./ap-password-dialog.tsx').then((m) => m.ApPasswordDialog));
const ImportDialog = lazyDialog(() => import('./import-dialog.tsx').then((m) => m.ImportDialog));

type Row = apPasswords.ApPasswordRow;
type Dialog = { mode: 'add' } | { mode: 'edit' | 'delete'; row: Row; copies: RecordCopies<Row> } | null;

/**
 * /apPassword: AP password records with add, import, edit and delete by permission (spec 2 screen 3). Each row
 * shows the regions holding its MAC; edit and delete apply in all of them unless the operator narrows the choice.
 */
export default function ApPasswordPage() {
  const { t } = useTranslation(['apPasswords', 'common']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importing, setImporting] = useState(false);
  const list = useListState({ table: 'apPasswords' });
  const query = useApPasswordList(list);
  const copiesOf = useApPasswordRegions(query.data?.result ?? [], list.region);
  const can = { add: usePermission('apPassAdd'), import: usePermission('apPassImport'), edit: usePermission('apPassEdit'), del: usePermission('apPassDel') };

  const columns = [
    { title: t('mac'), dataIndex: 'mac', key: 'mac' },
    { title: t('model'), dataIndex: 'model', key: 'model' },
    { title: t('ssidPassword'), dataIndex: 'ssidPassword', key: 'pw' },
    { title: t('comment'), dataIndex: 'comment', key: 'comment' },
    timeColumn<Row>(t('createTime'), 'createTime'),
    { title: t('lockType'), dataIndex: 'lockType', key: 'lock', render: (v: number) => t(v === 1 ? 'locked' : 'unlocked') },
    { title: t('common:regionPresence.column'), key: 'regions', render: (_: unknown, r: Row) => <RegionPresence copies={copiesOf(r.mac)} /> },
    {
      title: t('actions'), key: 'actions',
      render: (_: unknown, r: Row) => {
        const copies = copiesOf(r.mac);
        // Edit and delete offer the regions holding the record, so they wait for every region's answer.
        const open = (mode: 'edit' | 'delete') => () => setDialog({ mode, row: r, copies });
        return (
          <Space size={0}>
            {can.edit && <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { mac: r.mac })} disabled={copies.checking} onClick={open('edit')} />}
            {can.del && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { mac: r.mac })} disabled={copies.checking} onClick={open('delete')} />}
          </Space>
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={can.add && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>} />
      <Space wrap>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} maxLength={17} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
        {can.import && <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('import')}</Button>}
      </Space>
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} />
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <ApPasswordDialog editing={dialog.mode === 'edit' ? dialog : null} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'delete' && (
        <RegionDeleteDialog title={t('deleteConfirm', { mac: dialog.row.mac })} endpoint={apPasswords.remove} holders={dialog.copies.holders}
          payloadFor={() => ({ mac: dialog.row.mac })} refresh={AP_PASSWORD_QUERIES} onClose={() => setDialog(null)} />
      )}
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Space>
  );
}
