import { useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REGIONS, remoteServers, type RegionName } from '@gwn/contract/console';
import { BulkDeleteButton } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { REMOTE_SERVER_QUERIES, useRemoteServerList, useRemoteServerRegions } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const RegionDeleteDialog = lazyDialog(() => import('../../components/region-records/region-delete-dialog.tsx').then((m) => m.RegionDeleteDialog));
const RemoteServerDialog = lazyDialog(() => import('./remote-server-dialog.tsx').then((m) => m.RemoteServerDialog));

type Row = remoteServers.RemoteServerRow;
type Held = { row: Row; copies: RecordCopies<Row> };
type Dialog = { mode: 'add' } | ({ mode: 'edit' } & Held) | { mode: 'delete'; servers: Held[] } | null;

/** The regions holding any of the servers, in the header's order. */
const holdersOf = (servers: Held[]) => REGIONS.filter((r) => servers.some((s) => s.copies.holders.includes(r)));
/** A region's delete: the ids of its own copies of the servers. */
const idsIn = (servers: Held[], region: RegionName) => servers.filter((s) => s.copies.holders.includes(region)).map((s) => s.copies.copyIn(region).id);

/**
 * /parameters/serve: the remote servers of the current region (spec 2 screen 10), each with the regions holding it;
 * edit and delete (one row or the selected ones) apply in every region holding them unless the operator narrows it.
 */
export default function RemoteServerPage() {
  const { t } = useTranslation(['remoteServers', 'common']);
  const list = useListState({ table: 'remoteServers' });
  const query = useRemoteServerList(list);
  const rows = query.data?.result ?? [];
  const copiesOf = useRemoteServerRegions(rows, list.region);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const held = (row: Row): Held => ({ row, copies: copiesOf(row.uid) });
  const chosen = rows.filter((r) => selected.includes(r.id)).map(held);

  const columns = [
    { title: t('field.serviceRegion'), dataIndex: 'serviceRegion', key: 'serviceRegion' },
    { title: t('field.zone'), dataIndex: 'zone', key: 'zone' },
    { title: t('field.serverIp'), dataIndex: 'serverIp', key: 'serverIp' },
    { title: t('common:regionPresence.column'), key: 'regions', render: (_: unknown, r: Row) => <RegionPresence copies={copiesOf(r.uid)} /> },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => {
        const server = held(r);
        // Edit and delete offer the regions holding the server, so they wait for every region's answer.
        return (
          <Space size={0}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { address: r.serverIp })} disabled={server.copies.checking}
              onClick={() => setDialog({ mode: 'edit', ...server })} />
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { address: r.serverIp })} disabled={server.copies.checking}
              onClick={() => setDialog({ mode: 'delete', servers: [server] })} />
          </Space>
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>} />
      <Space wrap>
        <BulkDeleteButton count={chosen.length} label={t('deleteSelected', { count: chosen.length })}
          disabled={chosen.some((s) => s.copies.checking)} onDelete={() => setDialog({ mode: 'delete', servers: chosen })} />
      </Space>
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }} />
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <RemoteServerDialog key={dialog.mode === 'add' ? 'add' : dialog.row.id} editing={dialog.mode === 'edit' ? dialog : null} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'delete' && (
        <RegionDeleteDialog title={t('deleteConfirm', { count: dialog.servers.length })} endpoint={remoteServers.remove}
          holders={holdersOf(dialog.servers)} payloadFor={(region) => ({ ids: idsIn(dialog.servers, region) })} refresh={REMOTE_SERVER_QUERIES}
          onClose={() => {
            const gone = dialog.servers.map((s) => s.row.id);
            setSelected((prev) => prev.filter((id) => !gone.includes(id)));
            setDialog(null);
          }} />
      )}
    </Space>
  );
}
