import { useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { enterprises, RegionName } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { getRegionOptions, useCurrentRegion, useStored, writeStored } from '../../lib/session-storage.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useEnterpriseList, useExportEnterprises, useRemoveMfa, useSetSwitch } from './api.ts';
import { EnterpriseTable } from './enterprise-table.tsx';
import { PrivilegeDialog } from './privilege-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

type Row = enterprises.EnterpriseRow;

/**
 * The region the screen works in: `?region=` when it names one of the operator's regions (so a reload keeps
 * the choice), else the header's current region.
 */
function useChosenRegion(): [RegionName | null, (region: RegionName) => void] {
  const current = useCurrentRegion();
  const [params, setParams] = useSearchParams();
  const asked = params.get('region');
  useStored('regionOptions'); // re-render when the region list is stored
  const chosen = getRegionOptions().find((r) => r.regionName === asked)?.regionName ?? current;
  const choose = (region: RegionName) => setParams((prev) => {
    const next = new URLSearchParams(prev);
    next.set('region', region);
    return next;
  }, { replace: true });
  return [chosen, choose];
}

/** /enterprise: search enterprises of a chosen region (default the current one) and act on them (spec 1 §2; spec 2 screen 1). */
export default function EnterprisePage() {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [region, setRegion] = useChosenRegion();
  const [search, setSearch] = useState('');
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [totalEstimated, setTotalEstimated] = useState(false);
  const [privileges, setPrivileges] = useState<Row | null>(null);
  const [transfer, setTransfer] = useState<Row | null>(null);
  const paging = usePagedTable({ table: 'enterprise', total, totalEstimated });
  const list = useEnterpriseList(region, search, paging.pageNum, paging.pageSize);
  if (list.data && list.data.total !== total) setTotal(list.data.total);
  if (list.data && list.data.totalEstimated !== totalEstimated) setTotalEstimated(list.data.totalEstimated);
  const canExport = usePermission('enterpriseExport');
  const exporter = useExportEnterprises(region);
  const removeMfa = useRemoveMfa(region);
  const setSwitch = useSetSwitch(region);

  const open = (row: Row) => {
    writeStored('enterpriseId', row.enterpriseId);
    writeStored('enterpriseEmail', row.email);
    writeStored('enterpriseRegion', region);
    navigate(`${location.pathname.replace(/\/$/, '')}/ap?name=${encodeURIComponent(row.username)}`);
  };
  const report = (action: Promise<unknown>, success: string) =>
    action.then(() => void message.success(success), (err: unknown) => void message.error(errorText(err)));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <RegionSelect label={t('regionChoice')} value={region}
          onChange={(r) => { setRegion(r); paging.toFirstPage(); }} />
        <SearchInput placeholder={t('searchPlaceholder')} style={{ width: 360 }} onSearch={(text) => { setSearch(text); paging.toFirstPage(); }} />
        {canExport && (
          <Button icon={<ExportOutlined />} disabled={!search} loading={exporter.isPending}
            onClick={() => exporter.mutateAsync(search).catch((err: unknown) => void message.error(errorText(err)))}>
            {t('export')}
          </Button>
        )}
      </Space>
      {!search && <Typography.Text type="secondary">{t('searchHint')}</Typography.Text>}
      {list.error && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      <EnterpriseTable
        rows={search ? list.data?.result ?? [] : []} loading={list.isFetching} pagination={search ? paging.pagination : false}
        onOpen={open} onPrivileges={setPrivileges} onTransfer={setTransfer}
        onOutdoor={(row, value) => void report(setSwitch.mutateAsync({ field: 'outdoor', row, value }), t('saved'))}
        onRemoveMfa={(row) => void report(removeMfa.mutateAsync(row.centerEnterpriseId), t('removeMfaSent', { email: row.email }))}
      />
      <PrivilegeDialog region={region} row={privileges} onClose={() => setPrivileges(null)} />
      <TransferDialog source={region} row={transfer} onClose={() => setTransfer(null)} />
    </Space>
  );
}
