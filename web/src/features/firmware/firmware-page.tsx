import { useState } from 'react';
import { Button, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { firmware } from '@gwn/contract';
import { deleteColumn, useDeleteFeedback } from '../../components/list/delete-action.tsx';
import { md5Column } from '../../components/list/md5-column.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useDeleteFirmware, useFirmwareList } from './api.ts';
import { FirmwareUploadDialog } from './firmware-upload-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';

type Row = firmware.FirmwareRow;

/** /firmware: the current region's firmware, upload (firmwareAdd) and delete (firmwareDel). */
export default function FirmwarePage() {
  const { t } = useTranslation('firmware');
  const [uploading, setUploading] = useState(false);
  const list = useListState({ table: 'firmware' });
  const query = useFirmwareList(list);
  const remove = useDeleteFirmware(list.region);
  const canAdd = usePermission('firmwareAdd');
  const canDelete = usePermission('firmwareDel');

  const report = useDeleteFeedback(t('deleted'));

  const columns = [
    { title: t('firmwareNum'), dataIndex: 'firmwareNum', key: 'firmwareNum', sorter: true },
    { title: t('apType'), dataIndex: 'apType', key: 'apType', render: (v: string) => v.split(',').join(', ') },
    { ...timeColumn<Row>(t('uploadTime'), 'uploadTimeDisplay'), key: 'uploadTime', sorter: true },
    md5Column<Row>(),
    ...(canDelete ? [deleteColumn<Row>(t('actions'), (row) => ({
      label: t('delete', { name: row.firmwareNum }), confirm: t('deleteConfirm', { name: row.firmwareNum }),
      onConfirm: () => report(remove.mutateAsync({ id: row.id, name: row.firmwareNum })),
    }))] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={canAdd && <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('upload')}</Button>} />
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} emptyText={t('emptyUpload')}
        emptyAction={canAdd && <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('uploadFirst')}</Button>} />
      <FirmwareUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </Space>
  );
}
