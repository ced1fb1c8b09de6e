import { useState } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { remoteServers } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { useDeleteRemoteServers, useRemoteServerList } from './api.ts';
import { RemoteServerDialog } from './remote-server-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type Row = remoteServers.RemoteServerRow;

/** /parameters/serve: the remote servers of the current region (spec 2 screen 10). */
export default function RemoteServerPage() {
  const { t } = useTranslation(['remoteServers', 'common']);
  const { message } = App.useApp();
  const list = useListState({ table: 'remoteServers' });
  const query = useRemoteServerList(list);
  const remove = useDeleteRemoteServers();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [selected, setSelected] = useState<number[]>([]);

  const deleteIds = (ids: number[]) => remove.mutateAsync(ids).then(
    () => { setSelected((prev) => prev.filter((id) => !ids.includes(id))); void message.success(t('deleted')); },
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns = [
    { title: t('field.serviceRegion'), dataIndex: 'serviceRegion', key: 'serviceRegion' },
    { title: t('field.zone'), dataIndex: 'zone', key: 'zone' },
    { title: t('field.serverIp'), dataIndex: 'serverIp', key: 'serverIp' },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { address: r.serverIp })} onClick={() => setDialog({ editing: r })} />
          <DeleteAction label={t('delete', { address: r.serverIp })} confirm={t('deleteConfirm', { count: 1 })} onConfirm={() => deleteIds([r.id])} />
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>} />
      <Space wrap>
        <Popconfirm title={t('deleteConfirm', { count: selected.length })} disabled={selected.length === 0}
          onConfirm={() => deleteIds(selected)} okText={t('common:ok')} cancelText={t('common:cancel')}>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={remove.isPending}>
            {t('deleteSelected', { count: selected.length })}
          </Button>
        </Popconfirm>
      </Space>
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }} />
      <RemoteServerDialog key={dialog ? String(dialog.editing?.id ?? 'add') : 'closed'} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </Space>
  );
}
