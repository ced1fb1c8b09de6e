import { useState } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { plugins } from '@gwn/contract/console';
import { deleteColumn, useDeleteFeedback } from '../../components/list/delete-action.tsx';
import { md5Column } from '../../components/list/md5-column.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { timeColumn } from '../../components/list/time-column.ts';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { useDeletePlugin, usePluginList } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const PluginUploadDialog = lazyDialog(() => import('./plugin-upload-dialog.tsx').then((m) => m.PluginUploadDialog));

type Row = plugins.PluginRow;

/** /file/list: plugins, searchable by name or MAC, with Add (pluginAdd) and delete (pluginDelete). */
export default function PluginPage() {
  const { t } = useTranslation(['plugins', 'common']);
  const [adding, setAdding] = useState(false);
  const list = useListState({ table: 'plugins' });
  const query = usePluginList(list);
  const remove = useDeletePlugin();
  const canAdd = usePermission('pluginAdd');
  const canDelete = usePermission('pluginDelete');

  // A delete error stays until closed (spec 2 §8); the list reloads either way.
  const report = useDeleteFeedback(t('deleted'));

  const columns = [
    { title: t('fileName'), dataIndex: 'fileName', key: 'fileName', sorter: true },
    { ...timeColumn<Row>(t('uploadTime'), 'uploadTimeDisplay'), key: 'uploadTime', sorter: true },
    md5Column<Row>(),
    ...(canDelete ? [deleteColumn<Row>(t('actions'), (row) => ({
      label: t('delete', { name: row.fileName }), confirm: t('deleteConfirm', { name: row.fileName }),
      onConfirm: () => report(remove.mutateAsync(row.id)),
    }))] : []),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <PageHeader actions={canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('add')}</Button>} />
      <Space wrap>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} style={{ width: 360 }} value={list.search} onSearch={list.setSearch} />
      </Space>
      <ListTable<Row, object> rowKey="id" columns={columns} list={list} query={query} />
      <PluginUploadDialog open={adding} onClose={() => setAdding(false)} />
    </Space>
  );
}
