import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { enterprises } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { ENTERPRISE_FILTERS, useEnterpriseList, useExportEnterprises, useRemoveMfa, useSetSwitch } from './api.ts';
import { EnterpriseFilters } from './enterprise-filters.tsx';
import { EnterpriseTable } from './enterprise-table.tsx';
import { MfaRemovalWatch } from './mfa-removal-watch.tsx';
import { openEnterprisePath } from '../../lib/open-enterprise.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const PrivilegeDialog = lazyDialog(() => import('./privilege-dialog.tsx').then((m) => m.PrivilegeDialog), (p) => p.row !== null);
const TransferDialog = lazyDialog(() => import('./transfer-dialog.tsx').then((m) => m.TransferDialog), (p) => p.row !== null);

type Row = enterprises.EnterpriseRow;

/**
 * /enterprise: search enterprises of a chosen region (default the current one) and act on them (spec 1 §2;
 * spec 2 screen 1). Search, filters, page and region live in the URL, so a reload shows the same list.
 */
export default function EnterprisePage() {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useListState({ table: 'enterprise', filters: ENTERPRISE_FILTERS, ownRegion: true });
  const { region, search } = list;
  const query = useEnterpriseList(list);
  const [privileges, setPrivileges] = useState<Row | null>(null);
  const [transfer, setTransfer] = useState<Row | null>(null);
  // Removal e-mails queued from this screen, followed until sent or failed (one per enterprise).
  const [mailing, setMailing] = useState<Row[]>([]);
  const canExport = usePermission('enterpriseExport');
  const exporter = useExportEnterprises(region);
  const removeMfa = useRemoveMfa(region);
  const setSwitch = useSetSwitch(region);

  const open = (row: Row) => void navigate(openEnterprisePath(row, region));
  const requestMfaRemoval = (row: Row) => removeMfa.mutateAsync(row.centerEnterpriseId).then(() => {
    void message.info(t('removeMfaQueued', { email: row.email }));
    setMailing((rows) => [...rows.filter((r) => r.centerEnterpriseId !== row.centerEnterpriseId), row]);
  }, (err: unknown) => void message.error(errorText(err)));
  const settled = (row: Row) => setMailing((rows) => rows.filter((r) => r !== row));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={canExport && (
        <Button icon={<ExportOutlined />} disabled={!search} loading={exporter.isPending}
          onClick={() => exporter.mutateAsync(search).catch((err: unknown) => void message.error(errorText(err)))}>
          {t('export')}
        </Button>
      )} />
      <Space wrap>
        <RegionSelect label={t('regionChoice')} value={region} onChange={list.setRegion} />
        <SearchInput placeholder={t('searchPlaceholder')} style={{ width: 360 }} value={search} onSearch={list.setSearch} />
      </Space>
      <EnterpriseFilters list={list} />
      <EnterpriseTable
        list={list} query={query} onOpen={open} onPrivileges={setPrivileges} onTransfer={setTransfer}
        onOutdoor={(row, value) => setSwitch.mutateAsync({ field: 'outdoor', row, value })}
        onRemoveMfa={(row) => void requestMfaRemoval(row)}
      />
      {mailing.map((row) => <MfaRemovalWatch key={row.centerEnterpriseId} region={region} row={row} onSettled={() => settled(row)} />)}
      <PrivilegeDialog region={region} row={privileges} onClose={() => setPrivileges(null)} />
      <TransferDialog source={region} row={transfer} onClose={() => setTransfer(null)} />
    </Space>
  );
}
