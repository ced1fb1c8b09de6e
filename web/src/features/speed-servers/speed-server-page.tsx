import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { speedServers } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { formatTime } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { SPEED_SERVER_QUERIES, useSpeedServerList, useSpeedServerRegions, type SpeedServerRow } from './api.ts';
import type { Column } from '../../components/table/column.ts';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Text } from '../../components/text/text.tsx';

const RegionDeleteDialog = lazyDialog(() => import('../../components/region-records/region-delete-dialog.tsx').then((m) => m.RegionDeleteDialog));
const SpeedServerDialog = lazyDialog(() => import('./speed-server-dialog.tsx').then((m) => m.SpeedServerDialog));

// At most 180 px, the whole address in the tooltip: the list's default columns fit 1440 px (issue 26).
const urlCell = (url: string) => (
  <Tooltip title={url}><Text style={{ maxWidth: 180 }} ellipsis>{url}</Text></Tooltip>
);

type Dialog = { mode: 'add' } | { mode: 'edit' | 'delete'; row: SpeedServerRow; copies: RecordCopies<SpeedServerRow> } | null;

/**
 * /speed (spec 3 "Speed-test server list"): the current region's servers, searched, paged and sorted by time, each
 * with the regions holding it; edit and delete apply in every region holding it unless the operator narrows them.
 */
export default function SpeedServerPage() {
  const { t } = useTranslation(['speedServers', 'common']);
  const list = useListState({ table: 'speedServers' });
  const query = useSpeedServerList(list);
  const copiesOf = useSpeedServerRegions(query.data?.result ?? [], list.region);
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: Column<SpeedServerRow>[] = [
    { title: t('field.name'), dataIndex: 'name', key: 'name', fixed: 'left' },
    // A long provider's name wraps onto a second line (the width caps a column whose text can wrap).
    { title: t('field.serviceProvider'), dataIndex: 'serviceProvider', key: 'serviceProvider', width: 150 },
    { title: t('field.uploadUrl'), dataIndex: 'uploadUrl', key: 'uploadUrl', render: urlCell },
    { title: t('field.pingUrl'), dataIndex: 'pingUrl', key: 'pingUrl', render: urlCell },
    { title: t('field.downloadUrl'), dataIndex: 'downloadUrl', key: 'downloadUrl', render: urlCell },
    { title: t('field.publicIp'), dataIndex: 'publicIp', key: 'publicIp' },
    { title: t('field.uploadDuration'), dataIndex: 'uploadDuration', key: 'uploadDuration' },
    { title: t('field.downloadDuration'), dataIndex: 'downloadDuration', key: 'downloadDuration' },
    // A width lets "Asking EU, CN…" wrap while the regions answer, rather than widen the table for a moment.
    { title: t('common:regionPresence.column'), key: 'regions', width: 110, render: (_: unknown, row: SpeedServerRow) => <RegionPresence copies={copiesOf(row.uid)} /> },
    { title: t('field.timeStr'), dataIndex: 'timeStr', key: 'time', sorter: true, render: (v: string) => formatTime(v) },
    {
      title: t('actions'), key: 'actions', width: 110, fixed: 'right',
      render: (_: unknown, row: SpeedServerRow) => {
        const copies = copiesOf(row.uid);
        // Edit and delete offer the regions holding the server, so they wait for every region's answer.
        const open = (mode: 'edit' | 'delete') => () => setDialog({ mode, row, copies });
        return (
          <Space size={0}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { name: row.name })} disabled={copies.checking} onClick={open('edit')} />
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { name: row.name })} disabled={copies.checking} onClick={open('delete')} />
          </Space>
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* Titled, with Add on the right, as every other list (issue 26). */}
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>} />
      <Space wrap>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
      </Space>
      {/* The test's own settings (ping URL, durations) wait in the column chooser: 1440 px fits (issue 26). */}
      <ListTable<SpeedServerRow, object> rowKey="id" aria-label={t('title')} columns={columns} list={list} query={query}
        hiddenByDefault={['pingUrl', 'uploadDuration', 'downloadDuration']}
        emptyText={list.search ? undefined : t('empty')} />
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <SpeedServerDialog key={dialog.mode === 'add' ? 'add' : dialog.row.id}
          editing={dialog.mode === 'edit' ? { id: dialog.row.id, copies: dialog.copies } : null} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'delete' && (
        <RegionDeleteDialog title={t('deleteConfirm', { name: dialog.row.name })} endpoint={speedServers.remove} holders={dialog.copies.holders}
          payloadFor={(region) => ({ id: dialog.copies.copyIn(region).id })} refresh={SPEED_SERVER_QUERIES} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
