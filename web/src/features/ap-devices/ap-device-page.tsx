import { App, Button, Space, Tooltip } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { apDevices } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { textColumn } from '../../components/list/text-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionSelect } from '../../components/region-select.tsx';
import { FilterSelect } from '../../components/filter-select/filter-select.tsx';
import { OnlineStatus } from '../../components/list/online-status.tsx';
import { macSearchCheck, SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { AP_FILTERS, apListAsks, useApSearch, useDeleteAp, useExportAps, type ApFilter } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Text } from '../../components/text/text.tsx';

type Row = apDevices.ApDeviceRow;

/** The states of the dashboard's APs ring, worded as its slices are. */
const STATE_OPTIONS = [
  { value: 'online', label: 'stateOnline' }, { value: 'offline', label: 'stateOffline' }, { value: 'free', label: 'stateFree' },
] as const satisfies readonly { value: apDevices.ApState; label: string }[];

/**
 * The columns of spec 2 screen 2 after the MAC and its state, each titled by its own i18n key. The main
 * account is nearly always the enterprise's e-mail, so it is shown under the e-mail only when it differs.
 */
const TEXT_FIELDS = ['apType', 'versionFirmware', 'versionBoot', 'enterprise'] as const satisfies readonly (keyof Row)[];

/** The enterprise e-mail, and the main account under it when it is another address. */
function EnterpriseEmailCell({ row }: { row: Row }) {
  const { t } = useTranslation('apDevices');
  const differs = row.enterpriseMainAccount.trim().toLowerCase() !== row.enterpriseEmail.trim().toLowerCase();
  return (
    <>
      <div>{row.enterpriseEmail}</div>
      {differs && row.enterpriseMainAccount !== '' && (
        <Text type="secondary" style={{ fontSize: 12 }}>{t('mainAccountOther', { account: row.enterpriseMainAccount })}</Text>
      )}
    </>
  );
}

/**
 * /ap: AP search by MAC in a chosen region, with delete (apDel) and export (apExport) (spec 2 screen 2); a state
 * of the dashboard's APs ring lists its APs without a search (the ring's slices link here).
 */
export default function ApDevicePage() {
  const { t } = useTranslation(['apDevices', 'common']);
  const { message } = App.useApp();
  const list = useListState({ table: 'apDevices', filters: AP_FILTERS, ownRegion: true });
  const { state } = list.filters;
  const query = useApSearch(list);
  const remove = useDeleteAp(list.region);
  const exporter = useExportAps(list.region);
  const canDelete = usePermission('apDel');
  const canExport = usePermission('apExport');
  const fail = (err: unknown) => void message.error(errorText(err));

  const columns = [
    textColumn<Row>(t('mac'), 'mac'),
    { title: t('common:device.status'), key: 'online', render: (_: unknown, r: Row) => <OnlineStatus online={r.online} /> },
    ...TEXT_FIELDS.map((field) => textColumn<Row>(t(field), field)),
    { title: t('enterpriseEmail'), key: 'enterpriseEmail', render: (_: unknown, r: Row) => <EnterpriseEmailCell row={r} /> },
    textColumn<Row>(t('network'), 'network'),
    ...(canDelete ? [{
      title: t('actions'), key: 'actions',
      render: (_: unknown, r: Row) => (
        <DeleteAction label={t('delete', { mac: r.mac })} confirm={t('deleteConfirm', { mac: r.mac })}
          onConfirm={() => remove.mutateAsync(r.mac).then(() => void message.success(t('deleted')), fail)} />
      ),
    }] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={canExport && (
        <Tooltip title={list.search && !state ? undefined : t('exportNeedsSearch')}>
          <Button icon={<ExportOutlined />} disabled={!list.search || state !== undefined} loading={exporter.isPending}
            onClick={() => exporter.mutateAsync(list.search).catch(fail)}>
            {t('export')}
          </Button>
        </Tooltip>
      )} />
      <Space wrap>
        <RegionSelect label={t('region')} value={list.region} onChange={list.setRegion} />
        <SearchInput placeholder={t('searchPlaceholder')} maxLength={17} style={{ width: 320 }} value={list.search} onSearch={list.setSearch}
          check={macSearchCheck(t('common:macHint'))} />
        <FilterSelect<apDevices.ApState> allowClear aria-label={t('state')} placeholder={t('state')} style={{ width: 240 }} value={state}
          options={STATE_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))} onChange={(next) => list.setFilters({ state: next })} />
      </Space>
      <ListTable<Row, ApFilter> rowKey="mac" columns={columns} list={list} query={query} active={apListAsks(list)}
        idleText={t('searchHint')} />
    </Space>
  );
}
