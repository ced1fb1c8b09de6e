import { useState } from 'react';
import { Alert, App, Button, Input, Popconfirm, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deviceTypes } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { usePagedTable } from '../../components/use-paged-table.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { useDeleteDeviceTypes, useDeviceTypeList, type ListFilter } from './api.ts';
import { DeviceTypeDialog } from './device-type-dialog.tsx';
import { DeviceTypeTable } from './device-type-table.tsx';
import { FunctionEditDialog } from './function-edit-dialog.tsx';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: number };

/** /deviceType: the device types of the current region (spec 2 screen 4). */
export default function DeviceTypePage() {
  const { t } = useTranslation(['deviceTypes', 'common']);
  const { message } = App.useApp();
  const canAdd = usePermission('deviceTypeAdd');
  const canDelete = usePermission('deviceTypeDelete');
  const [filter, setFilter] = useState<ListFilter>({ search: '' });
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [functionsOf, setFunctionsOf] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useDeleteDeviceTypes();

  // The pager needs the last reply's counts, the query needs the pager's page: the counts come one render later.
  const [counts, setCounts] = useState<{ total: number | undefined; rowCount: number | undefined }>({ total: undefined, rowCount: undefined });
  const paged = usePagedTable({ table: 'deviceType', ...counts });
  const list = useDeviceTypeList(filter, paged.pageNum, paged.pageSize);
  const reply = list.data;
  if (reply && (reply.total !== counts.total || reply.result.length !== counts.rowCount)) {
    setCounts({ total: reply.total, rowCount: reply.result.length });
  }

  const applyFilter = (next: ListFilter) => {
    setFilter(next);
    paged.toFirstPage();
  };
  async function deleteIds(ids: number[]) {
    try {
      await remove.mutateAsync(ids);
      setSelected((prev) => prev.filter((id) => !ids.includes(id)));
      void message.success(t('deleted'));
    } catch (err) {
      void message.error(errorText(err));
    }
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear placeholder={t('searchPlaceholder')} aria-label={t('searchPlaceholder')} style={{ width: 260 }}
          maxLength={deviceTypes.DEVICE_TYPE_LIMITS.nameMax} onSearch={(search) => applyFilter({ ...filter, search: search.trim() })}
        />
        <Select
          allowClear placeholder={t('field.deviceKinds')} aria-label={t('field.deviceKinds')} style={{ width: 160 }} value={filter.deviceKinds}
          options={deviceTypes.DEVICE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          onChange={(deviceKinds) => applyFilter({ ...filter, deviceKinds })}
        />
        <Select
          allowClear placeholder={t('field.state')} aria-label={t('field.state')} style={{ width: 140 }} value={filter.state}
          options={deviceTypes.DEVICE_TYPE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          onChange={(state) => applyFilter({ ...filter, state })}
        />
        {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>{t('add')}</Button>}
        {canDelete && (
          <Popconfirm title={t('deleteConfirm', { count: selected.length })} disabled={selected.length === 0}
            onConfirm={() => void deleteIds(selected)} okText={t('common:ok')} cancelText={t('common:cancel')}>
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={remove.isPending}>
              {t('deleteSelected', { count: selected.length })}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {list.error && <Alert type="error" showIcon title={errorText(list.error)} />}
      <DeviceTypeTable
        rows={list.data?.result ?? []} loading={list.isFetching} pagination={paged.pagination}
        selected={selected} onSelect={setSelected}
        onEdit={(id) => setDialog({ mode: 'edit', id })} onEditFunctions={setFunctionsOf} onDelete={(ids) => void deleteIds(ids)}
      />
      <DeviceTypeDialog open={dialog.mode !== 'closed'} editId={dialog.mode === 'edit' ? dialog.id : undefined} onClose={() => setDialog({ mode: 'closed' })} />
      <FunctionEditDialog id={functionsOf} onClose={() => setFunctionsOf(undefined)} />
    </Space>
  );
}
