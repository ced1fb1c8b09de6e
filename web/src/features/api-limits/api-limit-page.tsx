import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import { AppstoreOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { apiLimits } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { FilterSelect } from '../../components/filter-select/filter-select.tsx';
import { BulkDeleteButton, DeleteAction } from '../../components/list/delete-action.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { API_LIMIT_FILTERS, useApiLimitList, useAppIds, useDeleteApiLimits } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Tag } from '../../components/tag/tag.tsx';

const ApiLimitDialog = lazyDialog(() => import('./api-limit-dialog.tsx').then((m) => m.ApiLimitDialog));
const ApplicationsDialog = lazyDialog(() => import('./applications-dialog.tsx').then((m) => m.ApplicationsDialog));

type Row = apiLimits.ApiLimitRow;

/** /parameters/apiList: the API limits of the current region with each one's usage in its current window (spec 3). */
export default function ApiLimitPage() {
  const { t, i18n } = useTranslation(['apiLimits', 'common']);
  const { message } = App.useApp();
  const canAdd = usePermission('admin_sys_api_limit_add');
  const canEdit = usePermission('admin_sys_api_limit_edit');
  const canDelete = usePermission('admin_sys_api_limit_delete');
  const list = useListState({ table: 'apiLimits', filters: API_LIMIT_FILTERS });
  const query = useApiLimitList(list);
  const appIds = useAppIds();
  const remove = useDeleteApiLimits();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [applicationsOpen, setApplicationsOpen] = useState(false);
  const chinese = i18n.language.startsWith('zh');

  const deleteIds = (ids: number[]) => remove.mutateAsync(ids).then(
    () => { setSelected((prev) => prev.filter((id) => !ids.includes(id))); void message.success(t('deleted')); },
    (err: unknown) => void message.error(errorText(err)),
  );

  const columns = [
    { title: t('field.appId'), dataIndex: 'appId', key: 'appId', render: (v: string) => v || <Tag>{t('mode.0')}</Tag> },
    { title: t('field.enterpriseId'), dataIndex: 'enterpriseId', key: 'enterpriseId', render: (v: string) => v || '-' },
    { title: t('field.url'), dataIndex: 'url', key: 'url' },
    { title: t('field.count'), dataIndex: 'count', key: 'count' },
    {
      title: t('field.used'), key: 'used',
      render: (_: unknown, r: Row) => (r.near
        ? <Tooltip title={t('nearHint')}><Tag color="warning" data-near="true">{t('usage', { used: r.used, count: r.count })}</Tag></Tooltip>
        : <span>{t('usage', { used: r.used, count: r.count })}</span>),
    },
    { title: t('field.description'), key: 'description', render: (_: unknown, r: Row) => (chinese ? r.description : r.descriptionEn) },
    { title: t('field.isOpenToApi'), dataIndex: 'isOpenToApi', key: 'isOpenToApi', render: (v: 0 | 1) => t(`open.${v}`) },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => (
        <Space size={0}>
          {canEdit && <Button type="text" icon={<EditOutlined />} aria-label={t('edit', { name: r.appId || r.url })} onClick={() => setDialog({ editing: r })} />}
          {canDelete && r.appId !== '' && (
            <DeleteAction label={t('delete', { name: r.appId })} confirm={t('deleteConfirm', { count: 1 })} onConfirm={() => deleteIds([r.id])} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={(
        <>
          <Button icon={<AppstoreOutlined />} onClick={() => setApplicationsOpen(true)}>{t('applications.open')}</Button>
          {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>{t('add')}</Button>}
        </>
      )} />
      <Space wrap>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} style={{ width: 320 }}
          maxLength={apiLimits.API_LIMIT_LIMITS.searchMax} value={list.search} onSearch={list.setSearch} />
        {/* A native select: typing jumps to an application ID, as antd's showSearch found one. */}
        <FilterSelect<string> allowClear placeholder={t('field.appId')} aria-label={t('filterAppId')} style={{ width: 240 }}
          value={list.filters.appId} onChange={(appId) => list.setFilters({ appId })}
          options={(appIds.data ?? []).map((a) => ({ value: a.appId, label: a.appId }))} />
        {canDelete && (
          <BulkDeleteButton count={selected.length} label={t('deleteSelected', { count: selected.length })}
            confirm={t('deleteConfirm', { count: selected.length })} busy={remove.isPending} onDelete={() => deleteIds(selected)} />
        )}
      </Space>
      {/* "Used in this window" reads "used / limit", so the limit's own column waits in the chooser (1440 px, issue 26). */}
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} hiddenByDefault={['count']}
        rowClassName={(r: Row) => (r.near ? 'api-limit-near' : '')}
        rowSelection={canDelete ? {
          selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)),
          // Only an application's override can be deleted (spec 3 §6).
          getCheckboxProps: (r: Row) => ({ disabled: r.appId === '' }),
        } : undefined} />
      <ApplicationsDialog open={applicationsOpen} onClose={() => setApplicationsOpen(false)} />
      <ApiLimitDialog key={dialog ? String(dialog.editing?.id ?? 'add') : 'closed'} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </Space>
  );
}
