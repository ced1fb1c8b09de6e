import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { apPasswords } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useApPasswordList, useDeleteApPassword } from './api.ts';
import { ApPasswordDialog } from './ap-password-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';

type Row = apPasswords.ApPasswordRow;

/** /apPassword: AP password records with add, import, edit and delete by permission (spec 2 screen 3). */
export default function ApPasswordPage() {
  const { t } = useTranslation('apPasswords');
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const paging = usePagedTable({ table: 'apPasswords', total });
  const list = useApPasswordList(search, paging.pageNum, paging.pageSize);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const remove = useDeleteApPassword();
  const can = { add: usePermission('apPassAdd'), import: usePermission('apPassImport'), edit: usePermission('apPassEdit'), del: usePermission('apPassDel') };

  const columns = [
    { title: t('mac'), dataIndex: 'mac', key: 'mac' },
    { title: t('model'), dataIndex: 'model', key: 'model' },
    { title: t('ssidPassword'), dataIndex: 'ssidPassword', key: 'pw' },
    { title: t('comment'), dataIndex: 'comment', key: 'comment' },
    { title: t('createTime'), dataIndex: 'createTime', key: 'time', render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('lockType'), dataIndex: 'lockType', key: 'lock', render: (v: number) => t(v === 1 ? 'locked' : 'unlocked') },
    {
      title: t('actions'), key: 'actions',
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          {can.edit && <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { mac: r.mac })} onClick={() => setDialog({ editing: r })} />}
          {can.del && (
            <Popconfirm title={t('deleteConfirm', { mac: r.mac })}
              onConfirm={() => remove.mutateAsync(r.mac).then(() => void message.success(t('deleted')), (err: unknown) => void message.error(errorText(err)))}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { mac: r.mac })} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search allowClear placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} maxLength={17} style={{ width: 280 }}
          onSearch={(text) => { setSearch(text.trim()); paging.toFirstPage(); }} />
        {can.add && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>}
        {can.import && <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('import')}</Button>}
      </Space>
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <Table<Row> rowKey="id" columns={columns} dataSource={list.data?.result ?? []} loading={list.isFetching} pagination={paging.pagination} />
      <ApPasswordDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Space>
  );
}
