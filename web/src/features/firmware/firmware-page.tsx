import { useState } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { firmware } from '@gwn/contract/console';
import { md5Column } from '../../components/list/md5-column.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import type { RecordCopies } from '../../components/region-records/use-record-regions.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { FIRMWARE_QUERIES, useFirmwareList, useFirmwareRegions } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const FirmwareUploadDialog = lazyDialog(() => import('./firmware-upload-dialog.tsx').then((m) => m.FirmwareUploadDialog));
const RegionDeleteDialog = lazyDialog(() => import('../../components/region-records/region-delete-dialog.tsx').then((m) => m.RegionDeleteDialog));

type Row = firmware.FirmwareRow;

/**
 * /firmware: the current region's firmware, each with the regions holding its firmware number; upload
 * (firmwareAdd) to several regions, delete (firmwareDel) from every region holding it unless narrowed.
 */
export default function FirmwarePage() {
  const { t } = useTranslation(['firmware', 'common']);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<{ row: Row; copies: RecordCopies<Row> } | null>(null);
  const list = useListState({ table: 'firmware' });
  const query = useFirmwareList(list);
  const copiesOf = useFirmwareRegions(query.data?.result ?? [], list.region);
  const canAdd = usePermission('firmwareAdd');
  const canDelete = usePermission('firmwareDel');

  const columns = [
    { title: t('firmwareNum'), dataIndex: 'firmwareNum', key: 'firmwareNum', sorter: true },
    { title: t('apType'), dataIndex: 'apType', key: 'apType', render: (v: string) => v.split(',').join(', ') },
    { ...timeColumn<Row>(t('uploadTime'), 'uploadTimeDisplay'), key: 'uploadTime', sorter: true },
    md5Column<Row>(),
    { title: t('common:regionPresence.column'), key: 'regions', render: (_: unknown, row: Row) => <RegionPresence copies={copiesOf(row.firmwareNum)} /> },
    ...(canDelete ? [{
      title: t('actions'), key: 'actions', width: 90,
      render: (_: unknown, row: Row) => {
        const copies = copiesOf(row.firmwareNum);
        // Delete offers the regions holding the release, so it waits for every region's answer.
        return <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { name: row.firmwareNum })}
          disabled={copies.checking} onClick={() => setDeleting({ row, copies })} />;
      },
    }] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={canAdd && <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('upload')}</Button>} />
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} emptyText={t('emptyUpload')}
        emptyAction={canAdd && <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('uploadFirst')}</Button>} />
      <FirmwareUploadDialog open={uploading} onClose={() => setUploading(false)} />
      {deleting && (
        <RegionDeleteDialog title={t('deleteConfirm', { name: deleting.row.firmwareNum })} endpoint={firmware.remove} holders={deleting.copies.holders}
          payloadFor={(region) => ({ id: deleting.copies.copyIn(region).id, name: deleting.row.firmwareNum })}
          refresh={FIRMWARE_QUERIES} onClose={() => setDeleting(null)} />
      )}
    </Space>
  );
}
