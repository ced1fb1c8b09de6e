import { Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { managerVisits } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useManagerVisits, VISIT_FILTERS, type VisitFilters } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Text } from '../../components/text/text.tsx';

type Row = managerVisits.ManagerVisitRow;

/** /managerVisit: reports of GWN Manager instances, filtered by a date range and by MAC or IP. */
export default function ManagerVisitPage() {
  const { t } = useTranslation('managerVisits');
  const list = useListState({ table: 'managerVisits', filters: VISIT_FILTERS });
  const query = useManagerVisits(list);
  const { from, to } = list.filters;

  const columns = [
    { title: t('mac'), dataIndex: 'mac', key: 'mac' },
    { title: t('ip'), dataIndex: 'ip', key: 'ip' },
    {
      title: t('deviceCount'), dataIndex: 'deviceCount', key: 'deviceCount',
      render: (n: number, row: Row) => (
        <Tooltip title={t('deviceTooltip', { ap: row.apCount, router: row.routerCount, switch: row.switchCount })}>
          <Text className="text-link" tabIndex={0}>{n}</Text>
        </Tooltip>
      ),
    },
    { title: t('onlineDeviceCount'), dataIndex: 'onlineDeviceCount', key: 'online' },
    { title: t('clientCount'), dataIndex: 'clientCount', key: 'clients' },
    { title: t('managerVersion'), dataIndex: 'managerVersion', key: 'version' },
    { title: t('networkCount'), dataIndex: 'networkCount', key: 'networks' },
    timeColumn<Row>(t('createTime'), 'createTime'),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader />
      <Space wrap>
        <DateRangeFilter label={t('range')} from={from} to={to} onChange={list.setFilters} />
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} maxLength={64} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
      </Space>
      <ListTable<Row, VisitFilters> rowKey={(r) => `${r.mac}-${r.createTime}`} columns={columns} list={list} query={query} />
    </Space>
  );
}
