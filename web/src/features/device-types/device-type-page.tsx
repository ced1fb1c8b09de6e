import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deviceTypes } from '@gwn/contract/console';
import { errorText } from '../../api/api-error.ts';
import { FilterSelect } from '../../components/filter-select/filter-select.tsx';
import { BulkDeleteButton } from '../../components/list/delete-action.tsx';
import { useListState } from '../../components/list/use-list-state.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { usePermission } from '../../lib/use-permission.ts';
import { DEVICE_TYPE_FILTERS, useDeleteDeviceTypes, useDeviceTypeList } from './api.ts';
import { DeletedNames, DeviceTypeTable } from './device-type-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { lazyDialog } from '../../components/lazy-dialog.tsx';

const DeviceTypeDialog = lazyDialog(() => import('./device-type-dialog.tsx').then((m) => m.DeviceTypeDialog));
const FunctionEditDialog = lazyDialog(() => import('./function-edit-dialog.tsx').then((m) => m.FunctionEditDialog), (p) => p.id !== undefined);

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: number };

/** /deviceType: the device types of the current region (spec 2 screen 4). */
export default function DeviceTypePage() {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const { message } = App.useApp();
  const canAdd = usePermission('deviceTypeAdd');
  const canDelete = usePermission('deviceTypeDelete');
  const list = useListState({ table: 'deviceType', filters: DEVICE_TYPE_FILTERS });
  const query = useDeviceTypeList(list);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [functionsOf, setFunctionsOf] = useState<number>();
  const [selected, setSelected] = useState<deviceTypes.DeviceTypeRow[]>([]);
  const remove = useDeleteDeviceTypes();

  async function deleteIds(ids: number[]) {
    try {
      await remove.mutateAsync(ids);
      setSelected((prev) => prev.filter((row) => !ids.includes(row.id)));
      void message.success(t('deleted'));
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageHeader actions={canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>} />
      <Space wrap>
        <SearchInput allowEmpty placeholder={t('searchPlaceholder')} style={{ width: 320 }}
          maxLength={deviceTypes.DEVICE_TYPE_LIMITS.nameMax} value={list.search} onSearch={list.setSearch} />
        <FilterSelect<deviceTypes.DeviceKind>
          allowClear placeholder={t('field.deviceKinds')} aria-label={t('field.deviceKinds')} style={{ width: 160 }} value={list.filters.deviceKinds}
          options={deviceTypes.DEVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          onChange={(deviceKinds) => list.setFilters({ deviceKinds })}
        />
        <FilterSelect
          allowClear placeholder={t('field.state')} aria-label={t('field.state')} style={{ width: 140 }} value={list.filters.state}
          options={deviceTypes.DEVICE_TYPE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          onChange={(state) => list.setFilters({ state })}
        />
        {canDelete && (
          <BulkDeleteButton count={selected.length} label={t('deleteSelected', { count: selected.length })}
            confirm={t('deleteConfirm', { count: selected.length })} description={<DeletedNames rows={selected} />}
            busy={remove.isPending} onDelete={() => deleteIds(selected.map((row) => row.id))} />
        )}
      </Space>
      <DeviceTypeTable
        list={list} query={query} selected={selected} onSelect={setSelected}
        onEdit={(id) => setDialog({ mode: 'edit', id })} onEditFunctions={setFunctionsOf} onDelete={(ids) => void deleteIds(ids)}
      />
      <DeviceTypeDialog open={dialog.mode !== 'closed'} editId={dialog.mode === 'edit' ? dialog.id : undefined} onClose={() => setDialog({ mode: 'closed' })} />
      <FunctionEditDialog id={functionsOf} onClose={() => setFunctionsOf(undefined)} />
    </Space>
  );
}
