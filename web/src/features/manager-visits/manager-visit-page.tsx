import { useState } from 'react';
import { DatePicker, Input, Space, Table, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { managerVisits } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { useManagerVisits, type VisitFilter } from './api.ts';

type Row = managerVisits.ManagerVisitRow;

/** Shortcuts of spec 2 §9: the last 1, 7 and 30 days, through the end of today. */
const PRESET_DAYS = [1, 7, 30] as const;

/** /managerVisit: reports of GWN Manager instances, filtered by a date range and by MAC or IP. */
export default function ManagerVisitPage() {
  const { t } = useTranslation('managerVisits');
  const [filter, setFilter] = useState<VisitFilter>({ search: '' });
  const [total, setTotal] = useState<number | undefined>(undefined);
  const paging = usePagedTable({ table: 'managerVisits', total });
  const list = useManagerVisits(filter, paging.pageNum, paging.pageSize);
  if (list.data && list.data.total !== total) setTotal(list.data.total);

  const onRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    setFilter({
      ...filter,
      // The end date covers the whole chosen day (spec 2 §9).
      startDate: range?.[0]?.startOf('day').valueOf(), endDate: range?.[1]?.endOf('day').valueOf(),
    });
    paging.toFirstPage();
  };

  const columns = [
    { title: t('mac'), dataIndex: 'mac', key: 'mac' },
    { title: t('ip'), dataIndex: 'ip', key: 'ip' },
    {
      title: t('deviceCount'), dataIndex: 'deviceCount', key: 'deviceCount',
      render: (n: number, row: Row) => (
        <Tooltip title={t('deviceTooltip', { ap: row.apCount, router: row.routerCount, switch: row.switchCount })}>
          <Typography.Link>{n}</Typography.Link>
        </Tooltip>
      ),
    },
    { title: t('onlineDeviceCount'), dataIndex: 'onlineDeviceCount', key: 'online' },
    { title: t('clientCount'), dataIndex: 'clientCount', key: 'clients' },
    { title: t('managerVersion'), dataIndex: 'managerVersion', key: 'version' },
    { title: t('networkCount'), dataIndex: 'networkCount', key: 'networks' },
    { title: t('createTime'), dataIndex: 'createTime', key: 'time', render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          aria-label={t('range')}
          presets={PRESET_DAYS.map((days) => ({
            label: t(`last${days}`), value: [dayjs().subtract(days, 'day'), dayjs()] as [Dayjs, Dayjs],
          }))}
          onChange={(range) => onRange(range)}
        />
        <Input.Search
          allowClear placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} maxLength={64} style={{ width: 280 }}
          onSearch={(text) => { setFilter({ ...filter, search: text.trim() }); paging.toFirstPage(); }}
        />
      </Space>
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <Table<Row>
        rowKey={(r) => `${r.mac}-${r.createTime}`} columns={columns} dataSource={list.data?.result ?? []}
        loading={list.isFetching} pagination={paging.pagination}
      />
    </Space>
  );
}
