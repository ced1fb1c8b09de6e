import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { firmware } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useDeleteFirmware, useFirmwareList } from './api.ts';
import { FirmwareUploadDialog } from './firmware-upload-dialog.tsx';

type Row = firmware.FirmwareRow;

/** /firmware: the current region's firmware, upload (firmwareAdd) and delete (firmwareDel). */
export default function FirmwarePage() {
  const { t } = useTranslation('firmware');
  const { message, notification } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePagedTable({ table: 'firmware', total });
  const list = useFirmwareList(paging.pageNum, paging.pageSize);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const remove = useDeleteFirmware();
  const canAdd = usePermission('firmwareAdd');
  const canDelete = usePermission('firmwareDel');

  const onDelete = async (row: Row) => {
    try {
      await remove.mutateAsync({ id: row.id, name: row.firmwareNum });
      void message.success(t('deleted'));
    } catch (err) {
      notification.error({ message: errorText(err), duration: 0 });
    }
  };

  const columns = [
    { title: t('firmwareNum'), dataIndex: 'firmwareNum', key: 'firmwareNum' },
    { title: t('apType'), dataIndex: 'apType', key: 'apType', render: (v: string) => v.split(',').join(', ') },
    { title: t('uploadTime'), dataIndex: 'uploadTimeDisplay', key: 'time', render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
    { title: 'MD5', dataIndex: 'md5', key: 'md5', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
    ...(canDelete ? [{
      title: t('actions'), key: 'actions', width: 90,
      render: (_: unknown, row: Row) => (
        <Popconfirm title={t('deleteConfirm', { name: row.firmwareNum })} onConfirm={() => onDelete(row)}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { name: row.firmwareNum })} />
        </Popconfirm>
      ),
    }] : []),
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {canAdd && <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>{t('upload')}</Button>}
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <Table<Row> rowKey="id" columns={columns} dataSource={list.data?.result ?? []} loading={list.isFetching} pagination={paging.pagination} />
      <FirmwareUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </Space>
  );
}
