import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LIMITS, type plugins } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useDeletePlugin, usePluginList } from './api.ts';
import { PluginUploadDialog } from './plugin-upload-dialog.tsx';

type Row = plugins.PluginRow;

/** /file/list: plugins, searchable by name or MAC, with Add (pluginAdd) and delete (pluginDelete). */
export default function PluginPage() {
  const { t } = useTranslation(['plugins', 'common']);
  const { message, notification } = App.useApp();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePagedTable({ table: 'plugins', total });
  const list = usePluginList(search, paging.pageNum, paging.pageSize);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const remove = useDeletePlugin();
  const canAdd = usePermission('pluginAdd');
  const canDelete = usePermission('pluginDelete');

  const onDelete = async (row: Row) => {
    try {
      await remove.mutateAsync(row.id);
      void message.success(t('deleted'));
    } catch (err) {
      notification.error({ message: errorText(err), duration: 0 });
    }
  };

  const columns = [
    { title: t('fileName'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('uploadTime'), dataIndex: 'uploadTimeDisplay', key: 'time', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    { title: 'MD5', dataIndex: 'md5', key: 'md5', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    ...(canDelete ? [{
      title: t('actions'), key: 'actions', width: 90,
      render: (_: unknown, row: Row) => (
        <Popconfirm title={t('deleteConfirm', { name: row.fileName })} onConfirm={() => onDelete(row)}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { name: row.fileName })} />
        </Popconfirm>
      ),
    }] : []),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear placeholder={t('searchPlaceholder')} maxLength={LIMITS.searchMax} style={{ width: 320 }}
          aria-label={t('searchPlaceholder')}
          onSearch={(text) => { setSearch(text.trim()); paging.toFirstPage(); }}
        />
        {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('add')}</Button>}
      </Space>
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <Table<Row> rowKey="id" columns={columns} dataSource={list.data?.result ?? []} loading={list.isFetching} pagination={paging.pagination} />
      <PluginUploadDialog open={adding} onClose={() => setAdding(false)} />
    </Space>
  );
}
