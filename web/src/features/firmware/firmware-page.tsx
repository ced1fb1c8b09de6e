import { useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { firmware } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useDeleteFirmware, useFirmwareList } from './api.ts';
import { FirmwareUploadDialog } from './firmware-upload-dialog.tsx';

type Row = firmware.FirmwareRow;

/** /firmware: the current region's firmware, upload (firmwareAdd) and delete (firmwareDel). */
export default function FirmwarePage() {
  const { t } = useTranslation('firmware');
  const { message, notification } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const list = useListState({ table: 'firmware' });
  const query = useFirmwareList(list);
  const remove = useDeleteFirmware(list.region);
  const canAdd = usePermission('firmwareAdd');
  const canDelete = usePermission('firmwareDel');

  const onDelete = (row: Row) => remove.mutateAsync({ id: row.id, name: row.firmwareNum }).then(
    () => void message.success(t('deleted')),
    (err: unknown) => notification.error({ message: errorText(err), duration: 0 }),
  );

  const columns = [
    { title: t('firmwareNum'), dataIndex: 'firmwareNum', key: 'firmwareNum' },
    { title: t('apType'), dataIndex: 'apType', key: 'apType', render: (v: string) => v.split(',').join(', ') },
    timeColumn<Row>(t('uploadTime'), 'uploadTimeDisplay'),
    { title: 'MD5', dataIndex: 'md5', key: 'md5', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    ...(canDelete ? [{
      title: t('actions'), key: 'actions', width: 90,
      render: (_: unknown, row: Row) => (
        <DeleteAction label={t('delete', { name: row.firmwareNum })} confirm={t('deleteConfirm', { name: row.firmwareNum })} onConfirm={() => onDelete(row)} />
      ),
    }] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {canAdd && <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('upload')}</Button>}
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} emptyText={canAdd ? t('emptyUpload') : undefined} />
      <FirmwareUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </Space>
  );
}
