import { lazy, Suspense, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Spin } from 'antd';
import { dayjs } from '../../lib/dayjs.ts';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState, type ListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import {
  LOG_FILTERS, useAccountLog, useExportLog, useSystemLog, type ChangeLogRow, type LogFilters, type LogTab,
} from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import type { Column } from '../../components/table/column.ts';
import { Tabs } from '../../components/tabs/tabs.tsx';

// The Account tab's date range and an entry's detail load when first shown: the System tab, which opens first, has
// neither (issue #27: antd's date picker is 31.6 kB gzip).
const DateRangeFilter = lazy(() => import('../../components/list/date-range-filter.tsx').then((m) => ({ default: m.DateRangeFilter })));
const ChangeDetail = lazy(() => import('./change-detail.tsx').then((m) => ({ default: m.ChangeDetail })));

/** Spec 3 §9: year-month-day hour:minute, in the browser's time zone. */
const LOG_TIME = 'YYYY-MM-DD HH:mm';

/**
 * /changeLog (spec 3 "Logs"): the System tab (the current region's audit entries) and the Account tab
 * (the account centre's, with a date range), both searched by IP and sorted by time; read-only.
 */
export default function ChangeLogPage() {
  const { t } = useTranslation('changeLog');
  const list = useListState({ table: 'changeLog', filters: LOG_FILTERS });
  const tab: LogTab = list.filters.tab ?? 'system';
  return (
    <>
    <PageHeader />
    <Tabs
      activeKey={tab}
      onChange={(key) => list.setFilters({ tab: key === 'account' ? 'account' : undefined, from: undefined, to: undefined })}
      items={[
        { key: 'system', label: t('tab.system'), children: tab === 'system' ? <LogList tab="system" list={list} /> : null },
        { key: 'account', label: t('tab.account'), children: tab === 'account' ? <LogList tab="account" list={list} /> : null },
      ]}
    />
    </>
  );
}

function LogList({ tab, list }: { tab: LogTab; list: ListState<LogFilters> }) {
  const { t } = useTranslation('changeLog');
  const system = useSystemLog(list, tab === 'system');
  const account = useAccountLog(list, tab === 'account');
  const query = tab === 'system' ? system : account;
  const [shown, setShown] = useState<ChangeLogRow | null>(null);
  const exportLog = useExportLog(list, tab);
  const { from, to } = list.filters;

  const columns: Column<ChangeLogRow>[] = [
    { title: t('time'), dataIndex: 'createTime', key: 'time', width: 170, sorter: true, render: (v: string) => dayjs(v).format(LOG_TIME) },
    { title: t('accountName'), dataIndex: 'accountName', key: 'accountName', ellipsis: true },
    { title: t('ip'), dataIndex: 'ip', key: 'ip', width: 160 },
    { title: t('showKey'), dataIndex: 'showKey', key: 'showKey' },
    { title: t('detail'), dataIndex: 'detail', key: 'detail', ellipsis: true, render: (v: string) => v || '-' },
    {
      title: t('detailAll'), key: 'detailAll', width: 110,
      render: (_: unknown, row: ChangeLogRow) => (
        <Button type="link" size="small" aria-label={t('showDetail', { id: row.id })} onClick={() => setShown(row)}>{t('view')}</Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {tab === 'account' && (
          <Suspense fallback={<span style={{ display: 'inline-block', width: 256, height: 32 }} />}>
            <DateRangeFilter label={t('range')} from={from} to={to} onChange={list.setFilters} />
          </Suspense>
        )}
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} maxLength={64} style={{ width: 280 }} value={list.search} onSearch={list.setSearch} />
        <Button icon={<DownloadOutlined />} loading={exportLog.isPending} onClick={() => exportLog.mutate()}>{t('export')}</Button>
      </Space>
      <ListTable<ChangeLogRow, LogFilters> rowKey="id" aria-label={t(`tab.${tab}`)} columns={columns} list={list} query={query} />
      <Modal open={shown !== null} title={t('detailTitle')} footer={null} width={720} onCancel={() => setShown(null)} destroyOnHidden>
        {shown && <Suspense fallback={<Spin />}><ChangeDetail entry={shown} /></Suspense>}
      </Modal>
    </Space>
  );
}
