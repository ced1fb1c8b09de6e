import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { apPasswords } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { useApPasswordList, useDeleteApPassword } from './api.ts';
import { ApPasswordDialog } from './ap-password-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type Row = apPasswords.ApPasswordRow;

/** /apPassword: AP password records with add, import, edit and delete by permission (spec 2 screen 3). */
export default function ApPasswordPage() {
  const { t } = useTranslation('apPasswords');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useListState({ table: 'apPasswords' });
  const query = useApPasswordList(list);
  const remove = useDeleteApPassword();
  const can = { add: usePermission('apPassAdd'), import: usePermission('apPassImport'), edit: usePermission('apPassEdit'), del: usePermission('apPassDel') };

  const onDelete = (row: Row) => remove.mutateAsync(row.mac).then(
    () => void message.success(t('deleted')),
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns = [
    { title: t('mac'), dataIndex: 'mac', key: 'mac' },
    { title: t('model'), dataIndex: 'model', key: 'model' },
    { title: t('ssidPassword'), dataIndex: 'ssidPassword', key: 'pw' },
    { title: t('comment'), dataIndex: 'comment', key: 'comment' },
    timeColumn<Row>(t('createTime'), 'createTime'),
    { title: t('lockType'), dataIndex: 'lockType', key: 'lock', render: (v: number) => t(v === 1 ? 'locked' : 'unlocked') },
    {
      title: t('actions'), key: 'actions',
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          {can.edit && <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { mac: r.mac })} onClick={() => setDialog({ editing: r })} />}
          {can.del && <DeleteAction label={t('delete', { mac: r.mac })} confirm={t('deleteConfirm', { mac: r.mac })} onConfirm={() => onDelete(r)} />}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={can.add && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      <Space wrap>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} maxLength={17} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
        {can.import && <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('import')}</Button>}
      </Space>
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} />
      <ApPasswordDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Space>
  );
}
