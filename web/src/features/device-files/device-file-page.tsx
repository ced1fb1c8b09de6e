import { useState } from 'react';
import { Button, Segmented, Select, Space, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/api-error.ts';
import { DeleteAction, useDeleteFeedback } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { formatTime, timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import {
  downloadDeviceFile, FILE_FILTERS, splitValues, useCrashGroups, useDeleteDeviceFile, useDeviceFileList, useFilterOptions,
  type DeviceFileKind, type DeviceFileRow, type FileFilters,
} from './api.ts';
import type { deviceFiles } from '@gwn/contract/console';
import { PageHeader } from '../../components/page-header.tsx';
import { DataTable } from '../../components/table/data-table.tsx';
import { Pager } from '../../components/table/pager.tsx';
import type { Column } from '../../components/table/column.ts';
import { Text } from '../../components/text/text.tsx';

type Row = DeviceFileRow;

/**
 * Core files (/coreFile/list) and capture files (/capture/list), spec 3: filters by uploader e-mail and
 * MAC (options from the filter call), search, sort by upload time or e-mail, paging, download and delete.
 * The core-file screen also groups dumps by model and firmware version (which firmware crashes most).
 */
export function DeviceFilePage({ kind }: { kind: DeviceFileKind }) {
  const { t } = useTranslation('deviceFiles');
  const list = useListState({ table: `${kind}Files`, filters: FILE_FILTERS });
  const grouped = kind === 'core' && list.filters.view === 'groups';

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader />
      {kind === 'core' && (
        <Segmented<'files' | 'groups'>
          aria-label={t('view')}
          value={grouped ? 'groups' : 'files'}
          options={[{ value: 'files', label: t('viewFiles') }, { value: 'groups', label: t('viewGroups') }]}
          onChange={(v) => list.setFilters({ view: v === 'groups' ? 'groups' : undefined })}
        />
      )}
      {grouped ? <CrashGroups region={list.region} /> : <FileList kind={kind} list={list} />}
    </Space>
  );
}

function FileList({ kind, list }: { kind: DeviceFileKind; list: ReturnType<typeof useListState<typeof FILE_FILTERS>> }) {
  const { t } = useTranslation('deviceFiles');
  const query = useDeviceFileList(kind, list);
  const options = useFilterOptions(kind, list.region);
  const remove = useDeleteDeviceFile(kind, list.region);
  const report = useDeleteFeedback(t('deleted'));
  const filters: FileFilters = list.filters;

  const columns: Column<Row>[] = [
    { title: t('fileName'), dataIndex: 'fileName', key: 'fileName', ellipsis: true },
    { title: t('mac'), dataIndex: 'mac', key: 'mac', width: 170 },
    { title: t('uploaderEmail'), dataIndex: 'uploaderEmail', key: 'uploaderEmail', sorter: true, render: (v: string) => v || '-' },
    { ...timeColumn<Row>(t('lastModified'), 'lastModified'), sorter: true, width: 190 },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, row: Row) => (
        <Space size={0}>
          <Tooltip title={t('download')}>
            <Button type="text" icon={<DownloadOutlined />} aria-label={t('downloadName', { name: row.fileName })}
              onClick={() => void downloadDeviceFile(kind, row, list.region)} />
          </Tooltip>
          <DeleteAction label={t('delete', { name: row.fileName })} confirm={t('deleteConfirm', { name: row.fileName })}
            onConfirm={() => report(remove.mutateAsync(row))} />
        </Space>
      ),
    },
  ];

  const select = (name: 'email' | 'mac', values: readonly string[] | undefined, label: string) => (
    <Select
      mode="multiple" allowClear maxTagCount="responsive" style={{ minWidth: 260 }}
      aria-label={label} placeholder={label} loading={options.isFetching}
      value={splitValues(filters[name])}
      options={(values ?? []).map((v) => ({ value: v, label: v }))}
      onChange={(picked: string[]) => list.setFilters({ [name]: picked.length ? picked.join(',') : undefined })}
    />
  );

  return (
    <>
      <Space wrap>
        {select('email', options.data?.emails, t('filterEmail'))}
        {select('mac', options.data?.macs, t('filterMac'))}
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} style={{ width: 320 }} value={list.search} onSearch={list.setSearch} />
      </Space>
      <ListTable<Row, FileFilters> rowKey="id" columns={columns} list={list} query={query} emptyText={t(`empty.${kind}`)} />
    </>
  );
}

type Group = deviceFiles.CrashGroupRow;
const GROUPS_PER_PAGE = 20;

/** Core dumps by model and firmware version: most crashes first, with how many devices and the latest time. */
function CrashGroups({ region }: { region: Parameters<typeof useCrashGroups>[0] }) {
  const { t } = useTranslation('deviceFiles');
  const query = useCrashGroups(region, true);
  const groups = query.data?.result ?? [];
  // The service answers the largest groups at once; they are paged here, 20 at a time.
  const [wanted, setPage] = useState(1);
  const page = Math.min(wanted, Math.max(1, Math.ceil(groups.length / GROUPS_PER_PAGE))); // fewer groups after a refresh
  const columns: Column<Group>[] = [
    { title: t('model'), dataIndex: 'model', key: 'model' },
    { title: t('firmwareVersion'), dataIndex: 'firmwareVersion', key: 'firmwareVersion' },
    { title: t('count'), dataIndex: 'count', key: 'count', width: 120 },
    { title: t('macCount'), dataIndex: 'macCount', key: 'macCount', width: 120 },
    { title: t('latest'), dataIndex: 'latest', key: 'latest', width: 190, render: (v: string) => formatTime(v) },
  ];
  return (
    <>
      {query.error ? <span role="alert" style={{ color: 'var(--ant-color-error)' }}>{errorText(query.error)}</span> : null}
      <DataTable<Group>
        aria-label={t('viewGroups')}
        rowKey={(g) => `${g.model}\u0000${g.firmwareVersion}`}
        columns={columns} rows={groups.slice((page - 1) * GROUPS_PER_PAGE, page * GROUPS_PER_PAGE)} loading={query.isFetching}
      />
      {groups.length > GROUPS_PER_PAGE && (
        <Pager page={page} pageSize={GROUPS_PER_PAGE} total={groups.length} pageSizes={[GROUPS_PER_PAGE]} totalText={null} onChange={setPage} />
      )}
      {query.data && query.data.total > groups.length && (
        <Text type="secondary">{t('groupsShown', { shown: groups.length, total: query.data.total })}</Text>
      )}
    </>
  );
}
