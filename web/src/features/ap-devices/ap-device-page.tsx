import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { apDevices, RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useApSearch, useDeleteAp, useExportAps } from './api.ts';

type Row = apDevices.ApDeviceRow;

/** /ap: AP search by MAC in a chosen region, with delete (apDel) and export (apExport) (spec 2 screen 2). */
export default function ApDevicePage() {
  const { t } = useTranslation('apDevices');
  const { message } = App.useApp();
  const current = useCurrentRegion();
  const [region, setRegion] = useState<RegionName | null>(current);
  const [search, setSearch] = useState('');
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [totalEstimated, setTotalEstimated] = useState(false);
  const paging = usePagedTable({ table: 'apDevices', total, totalEstimated });
  const list = useApSearch(region, search, paging.pageNum, paging.pageSize);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  if (list.data && list.data.totalEstimated !== totalEstimated) setTotalEstimated(list.data.totalEstimated);
  const remove = useDeleteAp(region);
  const exporter = useExportAps(region);
  const canDelete = usePermission('apDel');
  const canExport = usePermission('apExport');
  const fail = (err: unknown) => void message.error(errorText(err));

  const columns = [
    { title: t('mac'), dataIndex: 'mac', key: 'mac' },
    { title: t('apType'), dataIndex: 'apType', key: 'apType' },
    { title: t('versionFirmware'), dataIndex: 'versionFirmware', key: 'fw' },
    { title: t('versionBoot'), dataIndex: 'versionBoot', key: 'boot' },
    { title: t('enterprise'), dataIndex: 'enterprise', key: 'enterprise' },
    { title: t('enterpriseMainAccount'), dataIndex: 'enterpriseMainAccount', key: 'account' },
    { title: t('enterpriseEmail'), dataIndex: 'enterpriseEmail', key: 'email' },
    { title: t('network'), dataIndex: 'network', key: 'network' },
    ...(canDelete ? [{
      title: t('actions'), key: 'actions',
      render: (_: unknown, r: Row) => (
        <Popconfirm title={t('deleteConfirm', { mac: r.mac })}
          onConfirm={() => remove.mutateAsync(r.mac).then(() => void message.success(t('deleted')), fail)}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('delete', { mac: r.mac })} />
        </Popconfirm>
      ),
    }] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <RegionSelect label={t('region')} value={region}
          onChange={(r) => { setRegion(r); paging.toFirstPage(); }} />
        <SearchInput placeholder={t('searchPlaceholder')} maxLength={17} style={{ width: 320 }}
          onSearch={(text) => { setSearch(text); paging.toFirstPage(); }} />
        {canExport && (
          <Button icon={<ExportOutlined />} disabled={!search} loading={exporter.isPending} onClick={() => exporter.mutateAsync(search).catch(fail)}>
            {t('export')}
          </Button>
        )}
      </Space>
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <Table<Row> rowKey="mac" columns={columns} dataSource={search ? list.data?.result ?? [] : []} loading={list.isFetching}
        pagination={search ? paging.pagination : false} scroll={{ x: 'max-content' }} />
    </Space>
  );
}
