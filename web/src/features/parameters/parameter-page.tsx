import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { parameters } from '@gwn/contract/console';
import { FilterSelect } from '../../components/filter-select/filter-select.tsx';
import { ListTable } from '../../components/list/list-table.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { RegionPresence } from '../../components/region-records/region-presence.tsx';
import { PARAMETER_FILTERS, PARAMETER_QUERIES, daysOf, isSyslogRetention, useParameterList, useParameterRegions, useSeededText, useTypeOptions, type ParameterFilters } from './api.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { KeyDeleteDialog, KeyRowActions, type KeyDialog } from './key-record-actions.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';
import { Tag } from '../../components/tag/tag.tsx';

const ParameterDialog = lazyDialog(() => import('./parameter-dialog.tsx').then((m) => m.ParameterDialog));

type Row = parameters.ParameterRow;

/**
 * /parameters/list: the system parameters of the current region, by category (spec 2 screen 8), each with the
 * regions holding its key; edit and delete apply in all of them unless the operator narrows the choice.
 */
export default function ParameterPage() {
  const { t } = useTranslation(['parameters', 'common']);
  const list = useListState({ table: 'parameters', filters: PARAMETER_FILTERS });
  const query = useParameterList(list);
  const copiesOf = useParameterRegions(query.data?.result ?? [], list.region);
  const types = useTypeOptions();
  const [dialog, setDialog] = useState<KeyDialog<Row>>(null);
  const seeded = useSeededText();

  const columns = [
    { title: t('field.basicKey'), dataIndex: 'basicKey', key: 'basicKey', render: (v: string, r: Row) => <Tooltip title={seeded.typeName(r.basicKey, r.basicName)}>{v}</Tooltip> },
    { title: t('field.name'), dataIndex: 'name', key: 'name', render: (v: string, r: Row) => seeded.name(r.key, v) },
    { title: t('field.key'), dataIndex: 'key', key: 'key' },
    {
      title: t('field.value'), dataIndex: 'value', key: 'value', ellipsis: true,
      render: (v: string, r: Row) => (isSyslogRetention(r.key) ? t('secondsAsDays', { seconds: v, days: daysOf(v) }) : v),
    },
    { title: t('field.description'), dataIndex: 'description', key: 'description', ellipsis: true, render: (v: string, r: Row) => seeded.description(r.key, v) },
    { title: t('common:regionPresence.column'), key: 'regions', render: (_: unknown, r: Row) => <RegionPresence copies={copiesOf(r.key)} /> },
    {
      title: t('actions'), key: 'actions', width: 120,
      render: (_: unknown, r: Row) => {
        if (r.type === 1) return <Tag>{t('readOnly')}</Tag>;
        return <KeyRowActions row={r} copies={copiesOf(r.key)} editLabel={t('edit', { key: r.key })} deleteLabel={t('delete', { key: r.key })} open={setDialog} />;
      },
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>} />
      <Space wrap>
        <FilterSelect<string>
          allowClear placeholder={t('allCategories')} aria-label={t('filterByCategory')} style={{ width: 260 }}
          value={list.filters.basicKey} onChange={(basicKey) => list.setFilters({ basicKey })}
          options={(types.data ?? []).map((type) => ({ value: type.key, label: `${seeded.typeName(type.key, type.name)} (${type.key})` }))}
        />
      </Space>
      <ListTable<Row, ParameterFilters> rowKey="id" columns={columns} list={list} query={query} />
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <ParameterDialog key={dialog.mode === 'add' ? 'add' : dialog.row.key} editing={dialog.mode === 'edit' ? dialog : null} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'delete' && (
        <KeyDeleteDialog title={t('deleteConfirm', { key: dialog.row.key })} endpoint={parameters.parameterDelete} recordKey={dialog.row.key} holders={dialog.copies.holders}
          refresh={PARAMETER_QUERIES} onClose={() => setDialog(null)} />
      )}
    </Space>
  );
}
