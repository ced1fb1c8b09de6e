import { useState } from 'react';
import { Badge, Card, Input, Space, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { enterpriseDevices } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { useStored } from '../../lib/session-storage.ts';
import { useEnterpriseAps } from './api.ts';

type Row = enterpriseDevices.EnterpriseApRow;

/** /enterprise/ap: the APs of the enterprise opened from the list (id and e-mail kept locally, spec 3). */
export default function EnterpriseApPage() {
  const { t } = useTranslation('enterprises');
  const enterpriseId = useStored('enterpriseId') ?? '';
  const email = useStored('enterpriseEmail') ?? '';
  const [search, setSearch] = useState('');
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePagedTable({ table: 'enterpriseAp', total });
  const list = useEnterpriseAps({ enterpriseId, email, search, pageNum: paging.pageNum, pageSize: paging.pageSize });
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  const summary = list.data;

  const columns = [
    {
      title: t('mac'), dataIndex: 'mac', key: 'mac',
      render: (mac: string, r: Row) => <Badge status={r.online ? 'success' : 'default'} text={mac} title={t(r.online ? 'online' : 'offline')} />,
    },
    { title: t('network'), dataIndex: 'network', key: 'network' },
    { title: t('apType'), dataIndex: 'apType', key: 'apType' },
  ];

  if (!enterpriseId) return <Typography.Text type="secondary">{t('noEnterprise')}</Typography.Text>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Card size="small"><Statistic title={t('apCount')} value={summary?.apCount ?? 0} /></Card>
        <Card size="small"><Statistic title={t('online')} value={summary?.onlineAP ?? 0} /></Card>
        <Card size="small"><Statistic title={t('offline')} value={summary?.offlineAP ?? 0} /></Card>
        <Card size="small"><Statistic title={t('networkCount')} value={summary?.networkCount ?? 0} /></Card>
      </Space>
      <Input.Search
        allowClear placeholder={t('macSearch')} aria-label={t('macSearch')} maxLength={17} style={{ width: 280 }}
        onSearch={(text) => { setSearch(text.trim()); paging.toFirstPage(); }}
      />
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <Table<Row> rowKey="mac" columns={columns} dataSource={list.data?.result ?? []} loading={list.isFetching} pagination={paging.pagination} />
    </Space>
  );
}
