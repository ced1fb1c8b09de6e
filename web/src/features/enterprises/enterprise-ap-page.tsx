import { Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { enterpriseDevices } from '@gwn/contract/console';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { OnlineStatus } from '../../components/list/online-status.tsx';
import { macSearchCheck, SearchInput } from '../../components/search-input.tsx';
import { useStored } from '../../lib/session-storage.ts';
import { useEnterpriseAps, useOpenedEnterpriseRegion } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { titledRegion } from '../../components/titled-region.ts';
import { Panel } from '../../components/panel/panel.tsx';
import { Text } from '../../components/text/text.tsx';

type Row = enterpriseDevices.EnterpriseApRow;

/** /enterprise/ap: the APs of the enterprise opened from the list (id and e-mail kept locally, spec 3). */
export default function EnterpriseApPage() {
  const { t } = useTranslation(['enterprises', 'common']);
  const enterpriseId = useStored('enterpriseId') ?? '';
  const email = useStored('enterpriseEmail') ?? '';
  const list = useListState({ table: 'enterpriseAp' });
  const query = useEnterpriseAps(list, { enterpriseId, email }, useOpenedEnterpriseRegion());
  const summary = query.data;

  const columns = [
    // Spec 3 §2: the online/offline dot sits beside the MAC, not in a column of its own.
    {
      title: t('mac'), dataIndex: 'mac', key: 'mac',
      render: (mac: string, r: Row) => <Space size={6}><OnlineStatus online={r.online} variant="dot" /><span>{mac}</span></Space>,
    },
    { title: t('network'), dataIndex: 'network', key: 'network' },
    { title: t('apType'), dataIndex: 'apType', key: 'apType' },
  ];

  if (!enterpriseId) return <Text type="secondary">{t('noEnterprise')}</Text>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader />
      <Space wrap>
        <Panel size="small" {...titledRegion(t('apCount'))}><Statistic title={t('apCount')} value={summary?.apCount ?? 0} /></Panel>
        <Panel size="small" {...titledRegion(t('online'))}><Statistic title={t('online')} value={summary?.onlineAP ?? 0} /></Panel>
        <Panel size="small" {...titledRegion(t('offline'))}><Statistic title={t('offline')} value={summary?.offlineAP ?? 0} /></Panel>
        <Panel size="small" {...titledRegion(t('networkCount'))}><Statistic title={t('networkCount')} value={summary?.networkCount ?? 0} /></Panel>
      </Space>
      <SearchInput allowEmpty placeholder={t('macSearch')} maxLength={17} style={{ width: 320 }} value={list.search} onSearch={list.setSearch}
        check={macSearchCheck(t('common:macHint'))} />
      <ListTable<Row, object> rowKey="mac" columns={columns} list={list} query={query} />
    </Space>
  );
}
