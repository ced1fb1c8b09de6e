import { useState } from 'react';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { formatTime } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { useDeleteSpeedServer, useSpeedServerList, type SpeedServerRow } from './api.ts';
import { SpeedServerDialog } from './speed-server-dialog.tsx';

const urlCell = (url: string) => (
  <Tooltip title={url}><Typography.Text style={{ maxWidth: 220 }} ellipsis>{url}</Typography.Text></Tooltip>
);

/** /speed (spec 3 "Speed-test server list"): the current region's servers, searched, paged and sorted by time. */
export default function SpeedServerPage() {
  const { t } = useTranslation(['speedServers', 'common']);
  const { message } = App.useApp();
  const list = useListState({ table: 'speedServers' });
  const query = useSpeedServerList(list);
  const remove = useDeleteSpeedServer();
  // null: closed; 'add'; or the id being edited.
  const [dialog, setDialog] = useState<'add' | number | null>(null);

  const deleteRow = (row: SpeedServerRow) => remove.mutateAsync(row.id).then(
    () => void message.success(t('deleted')),
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns: ColumnType<SpeedServerRow>[] = [
    { title: t('field.name'), dataIndex: 'name', key: 'name', fixed: 'left' },
    { title: t('field.serviceProvider'), dataIndex: 'serviceProvider', key: 'serviceProvider' },
    { title: t('field.uploadUrl'), dataIndex: 'uploadUrl', key: 'uploadUrl', render: urlCell },
    { title: t('field.pingUrl'), dataIndex: 'pingUrl', key: 'pingUrl', render: urlCell },
    { title: t('field.downloadUrl'), dataIndex: 'downloadUrl', key: 'downloadUrl', render: urlCell },
    { title: t('field.publicIp'), dataIndex: 'publicIp', key: 'publicIp' },
    { title: t('field.uploadDuration'), dataIndex: 'uploadDuration', key: 'uploadDuration' },
    { title: t('field.downloadDuration'), dataIndex: 'downloadDuration', key: 'downloadDuration' },
    {
      title: t('field.regions'), dataIndex: 'regions', key: 'regions',
      render: (regions: RegionName[]) => regions.map((r) => t(`common:region.${r}`)).join(', '),
    },
    { title: t('field.timeStr'), dataIndex: 'timeStr', key: 'time', sorter: true, render: (v: string) => formatTime(v) },
    {
      title: t('actions'), key: 'actions', width: 110, fixed: 'right',
      render: (_: unknown, row: SpeedServerRow) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { name: row.name })} onClick={() => setDialog(row.id)} />
          <DeleteAction label={t('delete', { name: row.name })} confirm={t('deleteConfirm', { name: row.name })} onConfirm={() => deleteRow(row)} />
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('add')}>{t('add')}</Button>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
      </Space>
      <ListTable<SpeedServerRow, object> rowKey="id" aria-label={t('title')} columns={columns} list={list} query={query}
        emptyText={list.search ? undefined : t('empty')} />
      {dialog !== null && (
        <SpeedServerDialog key={String(dialog)} editingId={dialog === 'add' ? null : dialog} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
